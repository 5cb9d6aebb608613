/**
 * Service definitions of a company (docs/business-rules.md "Entities", Service definition):
 * the airport's delivery, VIP lounge, hospitality… pages with their banner,
 * benefits, FAQ and checkout warning. Every object with display text carries
 * its own `translations` for en and es.
 */
import { z } from 'zod';
import { cssColor, image, link, recordId, slug, text, translations } from './primitives';

export const SERVICE_TYPES = ['SERVICE', 'DELIVERY', 'MARKETPLACE'] as const;

export const slideSchema = z.strictObject({
  image: image.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  backgroundImage: image.optional(),
  fullHeight: z.boolean().default(false),
  /** Colour of the text over the slide. */
  contrastText: cssColor.optional(),
  shadowVariant: z.enum(['none', 'light', 'dark']).default('none'),
  link: link.optional(),
  translations: translations({ title: z.string(), description: z.string() }),
});

export const serviceCategorySchema = z.strictObject({
  title: text,
  slug,
  icon: image.optional(),
  /** The checkout asks for the name of the client to be received for items of this category (hospitality for companies). */
  asksReceivedGuest: z.boolean().optional(),
  slides: z.array(slideSchema).default([]),
  translations: translations({ title: z.string() }),
});

/** Grid layout: cell i is placed at positions[i] with relative size proportions[i]. */
const bentoLayoutShape = {
  positions: z.array(z.number().int().min(0)),
  proportions: z.array(z.number().positive()),
};

function sameLength(layout: { positions: number[]; proportions: number[] }, ctx: z.RefinementCtx) {
  if (layout.positions.length !== layout.proportions.length)
    ctx.addIssue({ code: 'custom', path: ['proportions'], message: 'must have as many entries as positions' });
}

const bentoCell = z.strictObject({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  image: image.optional(),
  link: link.optional(),
  translations: translations({ title: z.string(), subtitle: z.string() }),
});

export const categoryBentoSchema = z
  .strictObject({
    ...bentoLayoutShape,
    /** Service category slugs shown in the cells, in order. */
    categorySlugs: z.array(slug).default([]),
  })
  .superRefine(sameLength);

export const bentosSectionSchema = z
  .strictObject({
    ...bentoLayoutShape,
    title: z.string().optional(),
    subtitle: z.string().optional(),
    cells: z.array(bentoCell).default([]),
    translations: translations({ title: z.string(), subtitle: z.string() }),
  })
  .superRefine(sameLength);

export const sliderSectionSchema = z.strictObject({
  title: z.string().optional(),
  /** Milliseconds between slides (docs/business-rules.md "Look and layout constants": 4000). */
  timer: z.number().int().positive().default(4000),
  slides: z.array(slideSchema).default([]),
  translations: translations({ title: z.string() }),
});

export const bannerSchema = z.strictObject({
  img: image.optional(),
  link: link.optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  buttonText: z.string().optional(),
  buttonColor: cssColor.optional(),
  buttonHover: cssColor.optional(),
  backgroundImage: image.optional(),
  fullHeight: z.boolean().default(false),
  translations: translations({ title: z.string(), subtitle: z.string(), buttonText: z.string() }),
});

export const benefitsSchema = z.strictObject({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  data: z
    .array(
      z.strictObject({
        title: text,
        subtitle: z.string().optional(),
        image: image.optional(),
        translations: translations({ title: z.string(), subtitle: z.string() }),
      }),
    )
    .default([]),
  translations: translations({ title: z.string(), subtitle: z.string() }),
});

export const faqEntrySchema = z.strictObject({
  question: text,
  /** HTML allowed (sanitised when rendered). */
  answer: text,
  translations: translations({ question: z.string(), answer: z.string() }),
});

export const serviceSchema = z
  .strictObject({
    _id: recordId,
    title: text,
    name: text,
    label: z.string().optional(),
    description: z.string().default(''),
    type: z.string().trim().toUpperCase().pipe(z.enum(SERVICE_TYPES)),
    slug,
    color: cssColor.optional(),
    icon: image.optional(),
    image: image.optional(),
    logo: image.optional(),
    backgroundImage: image.optional(),
    shownInTopbar: z.boolean().default(false),
    hiddenInMenu: z.boolean().default(false),
    hidePrice: z.boolean().default(false),
    /** Defaults to true for DELIVERY and MARKETPLACE, false for SERVICE. */
    multipleItemsInShoppingCart: z.boolean().optional(),
    itsDefaultService: z.boolean().default(false),
    /** Link pattern of the service's product pages; "{id}" is replaced by the item id. */
    link: z.string().optional(),
    termsOfUse: link.optional(),
    catalog: z
      .strictObject({
        /** The catalogue this service opens straight into (lounge, taxi…). */
        id: recordId.optional(),
        globalSubcategoryIds: z.array(recordId).default([]),
      })
      .optional(),
    metaTags: z.strictObject({ title: z.string().optional(), description: z.string().optional() }).default({}),
    /** Provider codes (catalogue slugs or partner codes) that serve this service. */
    services: z.array(z.string()).default([]),
    categories: z.array(serviceCategorySchema).default([]),
    staticBanner: z.strictObject({ image, link: link.optional() }).optional(),
    banner: bannerSchema.optional(),
    benefits: benefitsSchema.optional(),
    faq: z.array(faqEntrySchema).default([]),
    /** HTML shown above the checkout button (sanitised when rendered). */
    checkoutWarning: z.string().optional(),
    translations: translations({
      title: z.string(),
      name: z.string(),
      label: z.string(),
      description: z.string(),
      checkoutWarning: z.string(),
      metaTitle: z.string(),
      metaDescription: z.string(),
    }),
    categoryBannerImageConfig: z
      .strictObject({
        height: z.number().int().positive().optional(),
        objectFit: z.enum(['cover', 'contain']).default('cover'),
        objectPosition: z.string().optional(),
      })
      .optional(),
    categoryBentos: categoryBentoSchema.optional(),
    bentosSection: bentosSectionSchema.optional(),
    sliderSection: sliderSectionSchema.optional(),
  })
  .superRefine((service, ctx) => {
    const slugs = new Set<string>();
    service.categories.forEach((category, index) => {
      if (slugs.has(category.slug))
        ctx.addIssue({
          code: 'custom',
          path: ['categories', index, 'slug'],
          message: `duplicate category slug "${category.slug}"`,
        });
      slugs.add(category.slug);
    });
  })
  .transform((service) => ({
    ...service,
    multipleItemsInShoppingCart: service.multipleItemsInShoppingCart ?? service.type !== 'SERVICE',
  }));
export type ServiceDefinition = z.infer<typeof serviceSchema>;
