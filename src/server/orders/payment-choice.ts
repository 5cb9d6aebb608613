/**
 * The payment method of an order: one of the catalogue's active methods that every item and every chosen
 * option accepts (docs/business-rules.md "Payment methods": an item or option without `acceptedPaymentMethods`
 * accepts them all). Picked by the catalogue entry's id when the client names one, else by the method code.
 */
import type { ReadCatalog } from '../catalog/read-model';
import type { OrderInput } from './order-input';

export type CatalogPaymentMethod = ReadCatalog['record']['paymentMethods'][number];

export type PaymentChoice =
  | { ok: true; entry: CatalogPaymentMethod }
  | { ok: false; code: 'PAYMENT_METHOD_REQUIRED' | 'PAYMENT_METHOD_NOT_ACCEPTED' };

export function choosePaymentMethod(catalog: ReadCatalog, input: OrderInput): PaymentChoice {
  const wanted = input.payment;
  const method = wanted?.method?.trim().toUpperCase();
  const methodId = wanted?.methodId?.trim();
  if (!method && !methodId) return { ok: false, code: 'PAYMENT_METHOD_REQUIRED' };
  const active = catalog.record.paymentMethods.filter((entry) => entry.status === 'ACTIVE');
  const entry = methodId
    ? active.find((e) => e._id === methodId && (!method || e.method === method))
    : active.find((e) => e.method === method);
  if (!entry) return { ok: false, code: 'PAYMENT_METHOD_NOT_ACCEPTED' };
  for (const line of input.items) {
    const item = catalog.items.get(line.itemId);
    if (!item) continue; // the quote already refused an unknown item
    if (!accepts(item.record.acceptedPaymentMethods, entry.method)) return { ok: false, code: 'PAYMENT_METHOD_NOT_ACCEPTED' };
    for (const chosen of line.subitems ?? []) {
      const group = chosen.subcategoryId === item._id ? { subitems: item.subitems } : item.subcategories.find((s) => s._id === chosen.subcategoryId);
      const option = group?.subitems.find((s) => s._id === chosen.subitemId);
      if (option && !accepts(option.record.acceptedPaymentMethods, entry.method)) return { ok: false, code: 'PAYMENT_METHOD_NOT_ACCEPTED' };
    }
  }
  return { ok: true, entry };
}

function accepts(accepted: readonly string[] | undefined, method: string): boolean {
  return !accepted || accepted.length === 0 || accepted.includes(method);
}
