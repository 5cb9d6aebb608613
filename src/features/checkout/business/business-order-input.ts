/**
 * The order a booking for a company sends to `quote` and `createOrder` (issue 18): one line per client (the cart's
 * service it books, quantity 1, its options), the store's slot holding the earliest client's time as the order's
 * way, the company's CNPJ as the document and its member as the contact (the server sets both from the account
 * anyway), and `business` with each client's structured line (and `useCredit` where a package credit pays it). On
 * account, or when credits pay every line, nothing is charged: no payment is sent.
 */
import { draftToSent } from '@/src/domain/business/booking-draft';
import { earliestTime, orderSlotFor, type OfferedSlot } from '@/src/domain/business/order-slot';
import type { CheckoutState } from '@/src/domain/orders/checkout-state';
import { toOrderLineInputs, type Order } from '@/src/domain/orders/order-types';
import type { CheckoutOrderInput, CheckoutPaymentMethod } from '../checkout-shapes';
import type { BusinessCheckoutState } from './business-checkout-state';

export interface BookingAccount {
  _id: string;
  cnpj: string;
  members: { name: string; email: string; me: boolean }[];
}

export function businessOrderInput(c: {
  order: Order;
  business: BusinessCheckoutState;
  checkout: CheckoutState;
  account: BookingAccount;
  zone: string;
  slots: readonly OfferedSlot[];
  methods: readonly CheckoutPaymentMethod[];
  couponCode: string | null;
}): CheckoutOrderInput | null {
  const { order, business, account } = c;
  if (!order.catalogId || business.lines.length === 0) return null;
  const cart = toOrderLineInputs(order.items);
  const lines = business.lines.map((line) => ({
    ...draftToSent(line, c.zone),
    ...(line.useCredit ? { useCredit: true } : {}),
  }));
  const earliest = earliestTime(lines.map((line) => line.time ?? ''));
  const slot = earliest ? orderSlotFor(earliest, c.slots) : null;
  const me = account.members.find((member) => member.me);
  const onAccount = business.payment === 'ON_ACCOUNT';
  // Every line paid with a credit: a zero total, which the server takes with no payment and no account.
  const method =
    onAccount || business.payment === 'CREDITS'
      ? null
      : (c.methods.find((m) => m.method === c.checkout.paymentMethod) ?? null);
  return {
    catalogId: order.catalogId,
    items: business.lines.map((line) => ({ ...(cart[line.service] ?? cart[0]), quantity: 1 })),
    couponCode: c.couponCode,
    operationWay: { type: 'booking', time: 'schedule', scheduledFor: slot?.startsAt ?? null },
    customer: {
      name: me?.name ?? '',
      email: me?.email ?? '',
      identityDocument: account.cnpj,
      identityDocumentType: 'CNPJ',
    },
    payment: method ? { method: method.method, methodId: method._id, cardToken: c.checkout.card?.token ?? null } : null,
    business: {
      accountId: account._id,
      onAccount,
      costCentre: onAccount ? business.costCentre.trim() : null,
      purchaseOrder: onAccount ? business.purchaseOrder.trim() || null : null,
      lines,
    },
  };
}
