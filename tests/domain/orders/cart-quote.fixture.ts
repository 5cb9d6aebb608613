/** Shared fixtures of the cart-quote tests: a small restaurant catalogue with every kind of rule docs/business-rules.md names. */
import type {
  CartLine,
  QuoteCatalog,
  QuoteContext,
  QuoteCoupon,
  QuoteItem,
  QuoteRequest,
} from '@/src/domain/orders/cart-quote';
import type { Modifier } from '@/src/domain/pricing/modifiers';
import type { OpeningHours } from '@/src/domain/time/opening-hours';

// Fixed clocks in São Paulo (-03:00). 10 May 2024 is a Friday.
export const FRIDAY_NOON = '2024-05-10T12:00:00.000-03:00';
export const FRIDAY_4PM = '2024-05-10T16:00:00.000-03:00';
export const FRIDAY_NIGHT = '2024-05-10T23:00:00.000-03:00';
export const THURSDAY_NOON = '2024-05-09T12:00:00.000-03:00';
export const SATURDAY_NOON = '2024-05-11T12:00:00.000-03:00';
export const SUNDAY_NOON = '2024-05-12T12:00:00.000-03:00';

export const day = { open: true, hours: [{ start: '10:00', end: '22:00' }] };
/** Monday to Saturday 10:00–22:00, closed on Sunday (docs/business-rules.md "Opening hours"). */
export const openingHours: OpeningHours = {
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: { open: false, hours: [] },
};

/** Friday lunch (11:00–15:00): R$ 2,00 off (modifier price in reais, operation SUBTRACT). */
export const fridayLunchDeal: Modifier = {
  operation: 'FIRST',
  condition: [
    {
      if: [{ days: ['friday'], hours: { start: '11:00', end: '15:00' } }],
      then: { price: { value: 2, type: 'REAL', operation: 'SUBTRACT' } },
    },
  ],
};
/** Lunch (11:00–15:00): half price (PERCENT 50, SUBTRACT). */
export const halfPriceAtLunch: Modifier = {
  condition: [
    {
      if: [{ hours: { start: '11:00', end: '15:00' } }],
      then: { price: { value: 50, type: 'PERCENT', operation: 'SUBTRACT' } },
    },
  ],
};
/** Breakfast only: PUBLIC before 11:00, BLOCKED after. */
export const breakfastOnly: Modifier = {
  condition: [{ if: [{ timeUntil: '11:00' }], then: { status: 'PUBLIC' }, else: { status: 'BLOCKED' } }],
};
/** Sold on Saturdays only. */
export const saturdayOnly: Modifier = {
  condition: [{ if: [{ days: ['saturday'] }], then: { status: 'PUBLIC' }, else: { status: 'BLOCKED' } }],
};
/** R$ 3,00 more to Pinheiros (an address rule). */
export const pinheirosSurcharge: Modifier = {
  condition: [
    { if: [{ address: { district: 'Pinheiros' } }], then: { price: { value: 3, type: 'REAL', operation: 'ADD' } } },
  ],
};

export const burger: QuoteItem = {
  _id: 'burger',
  categoryId: 'lanches',
  price: 2990,
  promo: 10,
  promoType: 'PERCENT',
  modifiers: [fridayLunchDeal],
  subcategories: [
    {
      _id: 'ponto',
      min: 1,
      max: 1,
      repeat: false,
      subitems: [
        { _id: 'mal-passado', price: 0 },
        { _id: 'ao-ponto', price: 0 },
      ],
    },
    {
      _id: 'extras',
      min: 0,
      max: 3,
      repeat: true,
      subitems: [
        { _id: 'bacon', price: 500, progressiveDiscount: { maxItemQuantity: 3, discountInPercent: 20 } },
        { _id: 'cheddar', price: 400, modifiers: [halfPriceAtLunch] },
        { _id: 'ovo', price: 300, modifiers: [breakfastOnly] },
      ],
    },
  ],
};
export const fries: QuoteItem = {
  _id: 'fries',
  categoryId: 'acompanhamentos',
  price: 1500,
  promo: 300,
  promoType: 'REAL',
  subcategories: [],
};
export const soda: QuoteItem = {
  _id: 'soda',
  price: 800,
  promo: 650,
  promoType: 'FIXED_PRICE',
  max: 6,
  subcategories: [],
};
export const water: QuoteItem = { _id: 'water', price: 400, stock: 5, subcategories: [] };
export const ice: QuoteItem = { _id: 'ice', price: 200, stock: null, subcategories: [] };
export const lastPie: QuoteItem = { _id: 'last-pie', price: 900, stock: 0, subcategories: [] };
export const kidsMenu: QuoteItem = { _id: 'kids', price: 1000, min: 2, subcategories: [] };
export const napkins: QuoteItem = { _id: 'napkins', price: 10, max: 0, subcategories: [] };
export const feijoada: QuoteItem = { _id: 'feijoada', price: 4590, modifiers: [saturdayOnly], subcategories: [] };
export const retired: QuoteItem = { _id: 'retired', price: 1000, status: 'blocked', subcategories: [] };
export const acai: QuoteItem = { _id: 'acai', price: 1800, modifiers: [pinheirosSurcharge], subcategories: [] };
export const pizza: QuoteItem = {
  _id: 'pizza',
  price: 5000,
  subcategories: [
    { _id: 'borda', status: 'BLOCKED', min: 1, subitems: [{ _id: 'catupiry', price: 800 }] },
    {
      _id: 'sabores',
      min: 1,
      max: 0, // 0: no maximum
      repeat: true,
      subitems: [
        { _id: 'mussarela', price: 0 },
        { _id: 'calabresa', price: 0 },
        { _id: 'trufada', price: 1000, status: 'BLOCKED' },
      ],
    },
  ],
};
/** Luggage locker priced per day (docs/interfaces.md "Demo data and accounts"), an interval-between-dates subitem. */
export const locker: QuoteItem = {
  _id: 'locker',
  categoryId: 'guarda-volumes',
  price: 0,
  subcategories: [
    { _id: 'periodo', min: 1, max: 1, subitems: [{ _id: 'diaria', type: 'INTERVAL_BETWEEN_DATES', price: 1500 }] },
  ],
};

export const items = new Map<string, QuoteItem>(
  [burger, fries, soda, water, ice, lastPie, kidsMenu, napkins, feijoada, retired, acai, pizza, locker].map((item) => [
    item._id,
    item,
  ]),
);

export const catalog: QuoteCatalog = {
  _id: 'loja-1',
  status: 'PUBLIC',
  minimumOrderValue: 2000,
  openingHours,
  holidays: [],
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
                name: 'São Paulo',
                estimatedDeliveryTime: 60,
                districts: [
                  { name: 'Vila Madalena', fullCoverage: true, deliveryFee: 590 },
                  { name: 'Pinheiros', fullCoverage: true, deliveryFee: 790 },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};

/** docs/business-rules.md "Coupons" banner coupon "10% off delivery at selected brands". */
export const PROMO10: QuoteCoupon = {
  code: 'PROMO10',
  discount: { type: 'PERCENT', value: 10 },
  appliesTo: ['loja-1'],
  minimumOrderValue: 5000,
  validFrom: '2024-05-01',
  validUntil: '2024-05-31',
};
export const VILA_MADALENA = { country: 'Brasil', state: 'SP', city: 'São Paulo', district: 'Vila Madalena' };
export const PINHEIROS = { ...VILA_MADALENA, district: 'Pinheiros' };

export type ContextOverrides = Omit<Partial<QuoteContext>, 'catalog'> & { catalog?: Partial<QuoteCatalog> };
export function ctx(over: ContextOverrides = {}): QuoteContext {
  return { items, coupon: null, clock: FRIDAY_NOON, ...over, catalog: { ...catalog, ...over.catalog } };
}
export const takeAway = { type: 'takeAway', time: 'now' };
/** A request picked up at the counter, so that no address is needed. */
export const pickUp = (...lines: CartLine[]): QuoteRequest => ({ lines, operationWay: takeAway });
export const line = (
  itemId: string,
  quantity: number,
  subitems: CartLine['subitems'] = [],
  extra: Partial<CartLine> = {},
): CartLine => ({
  itemId,
  quantity,
  subitems,
  ...extra,
});
export const sub = (subcategoryId: string, subitemId: string, quantity = 1) => ({ subcategoryId, subitemId, quantity });
export const AO_PONTO = sub('ponto', 'ao-ponto');
