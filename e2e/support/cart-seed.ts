/**
 * Carts put straight into local storage as the order context saves them (src/client/order), so a spec starts at the
 * cart or the checkout without walking the store. Ids are those of data/demo/*.json.
 */
import type { Page } from '@playwright/test';

export interface CartLine {
  categoryId: string;
  itemId: string;
  quantity: number;
  max?: number;
  subitems?: [string, string][];
}

/** The local storage key of a company's saved order. */
export const cartKey = (company: string) => `storefront:order:${company}`;

export interface SeededCart {
  ownerId: string;
  catalogId: string;
  params: { key: string; value: string }[];
  items: {
    categoryId: string;
    itemId: string;
    quantity: number;
    item: {
      id: string;
      max: number | null;
      subitems: { subcategory: { id: string }; subitem: { id: string }; quantity: number }[];
    };
  }[];
}

/** A saved cart of one catalogue; the airport's carts carry its environment parameter. */
export function savedCart(catalogId: string, lines: CartLine[], company = 'aeroporto'): SeededCart {
  return {
    ownerId: company,
    catalogId,
    params: company === 'aeroporto' ? [{ key: 'Ambiente', value: 'Plataforma' }] : [],
    items: lines.map((line) => ({
      categoryId: line.categoryId,
      itemId: line.itemId,
      quantity: line.quantity,
      item: {
        id: line.itemId,
        max: line.max ?? null,
        subitems: (line.subitems ?? []).map(([subcategory, subitem]) => ({
          subcategory: { id: subcategory },
          subitem: { id: subitem },
          quantity: 1,
        })),
      },
    })),
  };
}

/** Two espressos at the 24-hour Café Check-in (R$ 7,90 each), which delivers to the gates at any hour. */
export const CAFE_ESPRESSOS = savedCart('aero-delivery-cafe', [
  { categoryId: 'aero-delivery-cafe-cafes', itemId: 'aero-delivery-cafe-01', quantity: 2 },
]);

/** Puts `cart` in the company's local storage before the first page loads; a reload keeps what the page saved since. */
export async function seedCart(page: Page, cart: SeededCart) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [cartKey(cart.ownerId), JSON.stringify(cart)] as const,
  );
}

/** How many lines the company's saved cart has now. */
export function savedLineCount(page: Page, company = 'aeroporto'): Promise<number> {
  return page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { items?: unknown[] }).items?.length ?? 0,
    cartKey(company),
  );
}
