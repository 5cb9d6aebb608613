/**
 * The names a cart line shows. The cart keeps only ids (names would go stale and would stay in the language of the
 * page the item was added on), so each line asks the API for its item in the shopper's language and reads the
 * chosen options' names from it.
 */
import { useClientQuery } from '@/src/client/client-query';
import type { CartEntry } from '@/src/domain/orders/order-types';
import type { CartLineItemQuery } from './cart-line-item.generated';

type CartLineItem = NonNullable<CartLineItemQuery['item']>;

/** Loaded with the first cart line, with Apollo (src/client/client-query.ts). */
const lineItemDocument = async () => (await import('./cart-line-item.generated')).CartLineItemDocument;

/** 'Bacon', or 'Bacon × 2' for several units; options the item no longer has are left out (the quote says so). */
export function optionNames(entry: CartEntry, item: CartLineItem | null): string[] {
  if (!item) return [];
  const names: string[] = [];
  for (const line of entry.item.subitems) {
    const group = item.subcategories.find((sub) => sub._id === line.subcategory.id);
    const options = group ? group.subitems : line.subcategory.id === item._id ? item.subitems : [];
    const option = options.find((o) => o._id === line.subitem.id);
    if (!option) continue;
    const quantity = line.quantity ?? 1;
    names.push(quantity > 1 ? `${option.name} × ${quantity}` : option.name);
  }
  return names;
}

export function useLineNames(catalogId: string, entry: CartEntry): { name: string | null; options: string[] } {
  const { data } = useClientQuery(lineItemDocument, {
    variables: { catalogId, itemId: entry.itemId },
    skip: !catalogId,
  });
  const item = data?.item ?? null;
  return { name: item?.name ?? entry.item.name ?? null, options: optionNames(entry, item) };
}
