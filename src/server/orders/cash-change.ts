/**
 * Change for a cash payment on the server (src/domain/payments/cash-change.ts): the quote refuses an amount below
 * the total (CHANGE_BELOW_TOTAL, so createOrder does too), the order keeps the amount in its payment (the staff
 * board and the status page show it), and the API gives it back in reais.
 */
import { formatBRL } from '../../domain/brazil/format';
import { checkCashChange } from '../../domain/payments/cash-change';
import { centsToReais, reaisToCents } from '../../domain/pricing/money';
import type { QuoteProblem } from '../../domain/orders/cart-quote';
import type { StoredOrderPayment } from '../db/schema/orders';
import type { ReadCatalog } from '../catalog/read-model';
import type { OrderInput } from './order-input';

/** The method the input names, by code or by the catalogue entry's id. */
function methodOf(input: OrderInput, catalog: ReadCatalog): string | null {
  const named = input.payment?.method?.trim().toUpperCase();
  if (named) return named;
  const id = input.payment?.methodId?.trim();
  return (id && catalog.record.paymentMethods.find((entry) => entry._id === id)?.method) || null;
}

const changeCents = (input: OrderInput) =>
  input.payment?.changeFor != null ? reaisToCents(input.payment.changeFor) : null;

/** CHANGE_BELOW_TOTAL when cash is paid with less than the total; null otherwise. */
export function cashChangeProblem(input: OrderInput, catalog: ReadCatalog, totalCents: number): QuoteProblem | null {
  const check = checkCashChange(methodOf(input, catalog), changeCents(input), totalCents);
  return check.ok
    ? null
    : { code: check.code, path: 'payment.changeFor', params: { total: formatBRL(check.totalCents) } };
}

/** What the order's payment keeps of the change: the amount paid with, for cash with change; nothing otherwise. */
export function storedCashChange(input: OrderInput, method: string, totalCents: number): { changeForCents?: number } {
  const check = checkCashChange(method, changeCents(input), totalCents);
  return check.ok && check.changeForCents !== null ? { changeForCents: check.changeForCents } : {};
}

/** The amount a cash order is paid with (reais), or null. */
export function changeForOf(payment: StoredOrderPayment | null | undefined): number | null {
  const cents = payment?.changeForCents;
  return typeof cents === 'number' && cents > 0 ? centsToReais(cents) : null;
}
