/**
 * The payment method of an order: the catalogue entry the shopper's choice names (by `methodId`, else by code),
 * only when the catalogue offers it ACTIVE and every item and every chosen option accepts it — the payments
 * rule of src/domain/payments/accepted-methods.ts (docs/business-rules.md "Payment methods"). The server charges
 * with this entry (and its `ref`), never with anything the browser says about the account.
 */
import { findAcceptedMethod } from '../../domain/payments/accepted-methods';
import type { ReadCatalog, ReadItem } from '../catalog/read-model';
import type { OrderInput } from './order-input';

export type CatalogPaymentMethod = ReadCatalog['record']['paymentMethods'][number];

export type PaymentChoice =
  | { ok: true; entry: CatalogPaymentMethod }
  | { ok: false; code: 'PAYMENT_METHOD_REQUIRED' | 'PAYMENT_METHOD_NOT_ACCEPTED' };

export function choosePaymentMethod(catalog: ReadCatalog, input: OrderInput): PaymentChoice {
  const method = input.payment?.method?.trim().toUpperCase() || null;
  const methodId = input.payment?.methodId?.trim() || null;
  if (!method && !methodId) return { ok: false, code: 'PAYMENT_METHOD_REQUIRED' };
  const lines = input.items.flatMap((line) => {
    const item = catalog.items.get(line.itemId);
    if (!item) return []; // the quote already refused an unknown item
    return [{ acceptedPaymentMethods: item.record.acceptedPaymentMethods, subitems: (line.subitems ?? []).flatMap((chosen) => chosenOption(item, chosen)) }];
  });
  const entry = findAcceptedMethod(catalog.record.paymentMethods, lines, { method, methodId });
  return entry ? { ok: true, entry } : { ok: false, code: 'PAYMENT_METHOD_NOT_ACCEPTED' };
}

function chosenOption(item: ReadItem, chosen: { subcategoryId: string; subitemId: string }) {
  const group = chosen.subcategoryId === item._id ? { subitems: item.subitems } : item.subcategories.find((s) => s._id === chosen.subcategoryId);
  const option = group?.subitems.find((s) => s._id === chosen.subitemId);
  return option ? [{ acceptedPaymentMethods: option.record.acceptedPaymentMethods }] : [];
}
