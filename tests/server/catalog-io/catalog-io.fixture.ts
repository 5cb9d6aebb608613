/**
 * A small catalogue document that touches every part of the import format:
 * services with sub-documents, shared option groups, inherited (fk) groups and
 * options, promos of every type, modifiers, coverage, hours, rules, coupons
 * and a blog post. Money values are chosen to trip naive float rounding.
 */
import {
  parseCatalogDocument,
  type CatalogDocument,
  type CatalogDocumentInput,
} from '@/src/server/catalog-format/schema';

export function sampleDocument(slug = 'padaria'): CatalogDocumentInput {
  return {
    company: {
      slug,
      name: 'Padaria Exemplo',
      domains: [`${slug}.test`],
      requiredAuth: false,
      prohibitedForMinors: false,
      tracker: { googleTagManagerId: 'GTM-ABC123' },
      settings: { primaryColor: '#0b1f44', mainCatalogSlug: 'loja', supportEmail: 'ajuda@example.com' },
      services: [
        {
          _id: 'svc-delivery',
          title: 'Delivery',
          name: 'Delivery',
          type: 'DELIVERY',
          slug: 'delivery',
          color: '#ff6600',
          shownInTopbar: true,
          categories: [
            {
              title: 'Lanches',
              slug: 'lanches',
              slides: [{ title: 'Fome?', image: '/demo/slide.svg', translations: { en: { title: 'Hungry?' } } }],
            },
            { title: 'Baratos', slug: 'baratos' },
          ],
          banner: { img: '/demo/banner.svg', title: 'Peça já', link: '/delivery/lanches/ref=banner-lanches' },
          benefits: { title: 'Por que', data: [{ title: 'Rápido', subtitle: 'Na hora' }] },
          faq: [{ question: 'Posso cancelar?', answer: 'Só enquanto o pedido está em <b>Pedido realizado</b>.' }],
          checkoutWarning: '<p>Confira o portão.</p>',
          translations: { en: { title: 'Delivery' }, es: { title: 'Entrega' } },
          catalog: { globalSubcategoryIds: ['g-bebidas'] },
          categoryBentos: { positions: [0, 1], proportions: [2, 1], categorySlugs: ['lanches', 'baratos'] },
        },
        {
          _id: 'svc-lounge',
          title: 'Sala VIP',
          name: 'Sala VIP',
          type: 'SERVICE',
          slug: 'sala-vip',
          hidePrice: false,
          catalog: { id: 'cat-lounge', globalSubcategoryIds: [] },
          staticBanner: { image: '/demo/vip.svg', link: '#services' },
        },
      ],
    },
    globalSubcategories: [
      {
        _id: 'g-bebidas',
        name: 'Bebidas',
        min: 0,
        max: 2,
        repeat: true,
        subitems: [
          { _id: 'g-coca', name: 'Coca-Cola', price: 0.1, translations: { en: { name: 'Coke' } } },
          { _id: 'g-suco', name: 'Suco', price: 4.35, promo: 0.2, promoType: 'REAL' },
        ],
      },
    ],
    catalogs: [
      {
        _id: 'cat-loja',
        title: 'Loja',
        slug: 'loja',
        catalogType: 'RESTAURANT',
        minimumOrderValue: 19.9,
        serviceCategories: ['delivery'],
        paymentMethods: [
          { _id: 'pm-pix', method: 'PIX', type: 'ONLINE', ref: { key: 'chave@pix', type: 'EMAIL' } },
          { _id: 'pm-cash', method: 'CASH', type: 'IN_PERSON' },
        ],
        integration: { whatsapp: { sendOrder: true }, stripe: { marketplaceFee: 7.5 } },
        checkout: { buttonLabel: 'Finalizar' },
        categories: [
          {
            _id: 'c-lanches',
            name: 'Lanches',
            items: [
              {
                _id: 'i-xburger',
                name: 'X-Burger',
                slug: 'x-burger',
                price: 0.3,
                promo: 10,
                promoType: 'PERCENT',
                tags: ['carne'],
                max: 5,
                stock: 12,
                serviceCategories: ['lanches'],
                recommendedItemIds: ['i-pao'],
                additionalDescription: [{ title: 'Alergênicos', data: ['glúten', 'leite'], type: 'LIST' }],
                dimensions: { weight: 0.35 },
                customNote: { label: 'Observação' },
                modifiers: {
                  operation: 'LAST',
                  condition: [
                    {
                      if: [{ days: ['saturday', 'sunday'] }],
                      then: { price: { value: 2.5, type: 'REAL', operation: 'ADD' } },
                      else: { status: 'PUBLIC' },
                    },
                  ],
                },
                subcategories: [
                  {
                    _id: 'sc-ponto',
                    name: 'Ponto da carne',
                    min: 1,
                    max: 1,
                    subitems: [
                      { _id: 'si-mal', name: 'Mal passado', price: 0 },
                      { _id: 'si-bem', name: 'Bem passado', price: 1.15, promo: 1, promoType: 'FIXED_PRICE' },
                    ],
                  },
                  {
                    _id: 'sc-bebidas',
                    fk: 'g-bebidas',
                    name: 'Bebida do combo',
                    subitems: [{ _id: 'si-coca', fk: 'g-coca', price: 0 }],
                  },
                ],
                subitems: [
                  {
                    _id: 'si-bacon',
                    name: 'Bacon extra',
                    price: 3.3,
                    progressiveDiscount: { maxItemQuantity: 3, discountInPercent: 10 },
                    params: [{ _id: 'p1', label: 'Fatias', value: '2' }],
                  },
                ],
                translations: { en: { name: 'Cheeseburger' } },
              },
              {
                _id: 'i-pao',
                name: 'Pão de queijo',
                slug: 'pao-de-queijo',
                price: 7,
                status: 'blocked',
                serviceCategories: ['baratos'],
              },
            ],
          },
          { _id: 'c-vazia', name: 'Vazia', status: 'BLOCKED' },
        ],
        featuredItemCategories: [
          { title: 'Destaques', featuredItems: ['i-xburger'] },
          { _id: 'f2', title: 'Outros', featuredItems: [] },
        ],
        openingHours: {
          monday: {
            open: true,
            hours: [
              { start: '08:00', end: '12:00' },
              { start: '13:00', end: '23:59' },
            ],
          },
          tuesday: { open: true, hours: [] },
          sunday: { open: false, hours: [] },
        },
        holidays: [{ date: '2024-12-25', name: 'Natal' }],
        whereDelivery: {
          countries: [
            {
              name: 'Brasil',
              code: 'BR',
              states: [
                {
                  name: 'São Paulo',
                  code: 'SP',
                  cities: [
                    {
                      name: 'Guarulhos',
                      deliveryFee: 5.55,
                      estimatedDeliveryTime: 40,
                      districts: [{ name: 'Cumbica', fullCoverage: true, deliveryFee: 0.07 }],
                    },
                  ],
                },
              ],
            },
          ],
        },
        operationWay: { delivery: { now: true, schedule: true }, takeAway: { now: true } },
        rules: [
          {
            operationWay: 'delivery',
            if: {
              isDefaultRule: true,
              conditions: [{ days: ['monday'], timeRange: { start: '08:00', end: '18:00' } }],
            },
            then: { dayUntil: 3, shifts: [{ name: 'Manhã', start: '08:00', end: '12:00' }] },
            else: { timeUntil: 90 },
          },
        ],
      },
      {
        _id: 'cat-lounge',
        title: 'Sala VIP',
        slug: 'sala-vip',
        catalogType: 'SERVICE',
        timezone: 'America/Manaus',
        serviceCategories: ['sala-vip'],
        categories: [
          {
            _id: 'c-passes',
            name: 'Passes',
            items: [
              {
                _id: 'i-pass',
                name: 'Passe 3h',
                slug: 'passe-3h',
                price: 149.9,
                unitOfMeasurement: 'hour',
                promo: 20,
                promoType: 'PERCENT',
              },
            ],
          },
        ],
      },
    ],
    coupons: [
      { code: 'vip20', discount: { type: 'PERCENT', value: 20 }, appliesTo: ['cat-lounge'] },
      { code: 'DESCONTO5', discount: { type: 'REAL', value: 4.35 }, minimumOrderValue: 30, validUntil: '2030-12-31' },
    ],
    blogPosts: [
      {
        slug: 'bem-vindo',
        title: 'Bem-vindo',
        body: '<p>Olá</p>',
        publishedAt: '2024-05-01T10:00:00.000-03:00',
        translations: { en: { title: 'Welcome' } },
      },
    ],
  };
}

/** Deep copy without null/undefined properties (the export leaves empty optional fields out). */
export function withoutNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, withoutNulls(v)]),
    ) as T;
  }
  return value;
}

/** The document as validation leaves it, plus what the export always states (owner, subitems lists). */
export function normalised(input: unknown): CatalogDocument {
  const parsed = parseCatalogDocument(input);
  if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
  const doc = parsed.document;
  for (const catalog of doc.catalogs) catalog.owner = doc.company.slug;
  // The export always lists an option group's subitems, even when an inherited group has none of its own.
  for (const group of doc.globalSubcategories) group.subitems ??= [];
  for (const catalog of doc.catalogs)
    for (const category of catalog.categories)
      for (const item of category.items) for (const group of item.subcategories) group.subitems ??= [];
  return doc;
}
