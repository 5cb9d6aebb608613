/**
 * The payment methods of a cart, and the one an order is paid with. `cartPaymentMethods` is the one function that
 * decides which methods a cart may be paid with — the checkout's offer (checkoutOptions) and createOrder's check
 * both call it — with the payments rule of src/domain/payments/accepted-methods.ts (docs/business-rules.md
 * "Payment methods"): the catalogue's ACTIVE methods that every item and every chosen option accepts, and no card
 * method where no card processor can charge (cards fail closed: gateways.ts `cardProcessorAvailable`).
 *
 * The order's method is the catalogue entry the shopper's choice names (by `methodId`, else by code) among those;
 * the server charges with this entry (and its `ref`), never with anything the browser says about the account. An
 * order whose total is zero needs no payment whatever the method (shared/CONTRACT.md "Orders").
 */
import {
  findAcceptedMethod,
  acceptedPaymentMethods,
  type AcceptedMethod,
  type CartLineMethods,
} from '../../domain/payments/accepted-methods';
import type { ReadCatalog, ReadItem } from '../catalog/read-model';
import { cardProcessorAvailable, type PaymentSettings } from '../payments/gateways';

export type CatalogPaymentMethod = ReadCatalog['record']['paymentMethods'][number];

/** A cart line as far as payment methods go: the item and the options chosen on it. */
export interface PaymentLine {
  itemId: string;
  subitems?: ReadonlyArray<{ subcategoryId: string; subitemId: string }> | null;
}

export interface CartPaymentOptions {
  /** An attendant's order (the checkout's `inPersonOnly`): in-person methods only. */
  inPersonOnly?: boolean;
  /** The environment that says whether cards can be charged (process.env by default). */
  settings?: PaymentSettings;
}

/** The method code an order of zero total keeps when the shopper named none the cart accepts. */
export const NO_PAYMENT_METHOD = 'NONE';

/** The method an order keeps: a catalogue entry, or, for a zero total without one, NO_PAYMENT_METHOD and no id. */
export type OrderPaymentEntry = Pick<CatalogPaymentMethod, 'ref'> & { _id: string | null; method: string };

/** The methods `lines` of `catalog` may be paid with, in the catalogue's order. Unknown items restrict nothing (the quote refuses them). */
export function cartPaymentMethods(
  catalog: ReadCatalog,
  lines: ReadonlyArray<PaymentLine>,
  options: CartPaymentOptions = {},
): AcceptedMethod<CatalogPaymentMethod>[] {
  return acceptedPaymentMethods(catalog.record.paymentMethods, methodLines(catalog, lines), accepting(options));
}

export type PaymentChoice =
  /** `free`: a zero total, charged nothing; its entry is the shopper's choice when the cart accepts it, else NONE. */
  | { ok: true; entry: OrderPaymentEntry; free: boolean }
  | { ok: false; code: 'PAYMENT_METHOD_REQUIRED' | 'PAYMENT_METHOD_NOT_ACCEPTED' };

interface ChoiceInput {
  items: ReadonlyArray<PaymentLine>;
  payment?: { method?: string | null; methodId?: string | null } | null;
}

export function choosePaymentMethod(
  catalog: ReadCatalog,
  input: ChoiceInput,
  totalCents: number,
  options: CartPaymentOptions = {},
): PaymentChoice {
  const method = input.payment?.method?.trim().toUpperCase() || null;
  const methodId = input.payment?.methodId?.trim() || null;
  const entry =
    method || methodId
      ? findAcceptedMethod(
          catalog.record.paymentMethods,
          methodLines(catalog, input.items),
          { method, methodId },
          accepting(options),
        )
      : null;
  if (totalCents === 0) return { ok: true, entry: entry ?? { _id: null, method: NO_PAYMENT_METHOD }, free: true };
  if (!method && !methodId) return { ok: false, code: 'PAYMENT_METHOD_REQUIRED' };
  return entry ? { ok: true, entry, free: false } : { ok: false, code: 'PAYMENT_METHOD_NOT_ACCEPTED' };
}

function accepting(options: CartPaymentOptions) {
  return {
    inPersonOnly: !!options.inPersonOnly,
    cardsAvailable: cardProcessorAvailable(options.settings ?? process.env),
  };
}

function methodLines(catalog: ReadCatalog, lines: ReadonlyArray<PaymentLine>): CartLineMethods[] {
  return lines.flatMap((line) => {
    const item = catalog.items.get(line.itemId);
    if (!item) return [];
    return [
      {
        acceptedPaymentMethods: item.record.acceptedPaymentMethods,
        subitems: (line.subitems ?? []).flatMap((chosen) => chosenOption(item, chosen)),
      },
    ];
  });
}

function chosenOption(item: ReadItem, chosen: { subcategoryId: string; subitemId: string }) {
  const group =
    chosen.subcategoryId === item._id
      ? { subitems: item.subitems }
      : item.subcategories.find((s) => s._id === chosen.subcategoryId);
  const option = group?.subitems.find((s) => s._id === chosen.subitemId);
  return option ? [{ acceptedPaymentMethods: option.record.acceptedPaymentMethods }] : [];
}
