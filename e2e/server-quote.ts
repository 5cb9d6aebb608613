import type { Page } from '@playwright/test';

/** A cart as the order context saves it in localStorage, reduced to what a quote needs. */
export interface SavedCart {
  catalogId: string | null;
  items: {
    categoryId: string;
    itemId: string;
    quantity: number;
    item: { subitems: { subcategory: { id: string }; subitem: { id: string }; quantity: number }[] };
  }[];
}

/** The server's quote of a cart, asked by the test itself from the page's origin. */
export async function serverQuote(page: Page, cart: SavedCart, couponCode: string | null, locale = 'pt-BR') {
  return page.evaluate(
    async ({ cart, couponCode, locale }) => {
      const items = cart.items.map((entry) => ({
        categoryId: entry.categoryId,
        itemId: entry.itemId,
        quantity: entry.quantity,
        subitems: entry.item.subitems.map((s) => ({
          subcategoryId: s.subcategory.id,
          subitemId: s.subitem.id,
          quantity: s.quantity,
        })),
      }));
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({
          query:
            'query($input: OrderInput!) { quote(input: $input) { subtotal discount total problemDetails { code message path } } }',
          variables: { input: { catalogId: cart.catalogId, items, couponCode } },
        }),
      });
      const body = (await response.json()) as {
        data: { quote: { subtotal: number; discount: number; total: number } };
      };
      return body.data.quote;
    },
    { cart, couponCode, locale },
  );
}
