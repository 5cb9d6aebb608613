/**
 * The public link shapes of a company's site (docs/business-rules.md "Screens and routes"). Each builder answers
 * '#' when a part it needs is missing or blank, so a half-filled catalogue record renders a dead link rather than
 * a wrong page.
 */
export const NO_LINK = '#';

type Part = string | null | undefined;

const clean = (part: Part): string | null => {
  const value = part?.trim();
  return value ? encodeURIComponent(value) : null;
};

function path(...parts: Part[]): string {
  const cleaned = parts.map(clean);
  return cleaned.every((part) => part !== null) ? `/${cleaned.join('/')}` : NO_LINK;
}

/** `/loja/{storeSlug}` */
export const storeHref = (storeSlug: Part) => path('loja', storeSlug);

/** `/loja/{storeSlug}/{productSlug}` */
export const storeItemHref = (storeSlug: Part, productSlug: Part) => path('loja', storeSlug, productSlug);

/** `/servico/{storeSlug}/{productSlug}` */
export const serviceItemHref = (storeSlug: Part, productSlug: Part) => path('servico', storeSlug, productSlug);

/** `/{service slug or 'delivery'}/{filter}`; without a filter, the service's own page. */
export function serviceHref(serviceSlug: Part, filter?: Part): string {
  const service = clean(serviceSlug) ?? 'delivery';
  if (filter === undefined || filter === null) return `/${service}`;
  const category = clean(filter);
  return category ? `/${service}/${category}` : NO_LINK;
}

/** `/blog/{postSlug}` */
export const blogPostHref = (postSlug: Part) => path('blog', postSlug);
