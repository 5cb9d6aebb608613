/**
 * The order messages in pt-BR, en and es: the confirmation when an order is placed and a note at each status
 * change, with the number, the lines and the total. Money only through formatBRL. Strings live here, as the
 * account messages' do: mail is rendered on the server outside any page.
 */
import { formatBRL } from '../../../domain/brazil/format';
import { formatAmount, unitLabel } from '../../../domain/brazil/units';
import type { Locale } from '../../../domain/locale';
import { render, type RenderedMail } from './render';

export interface OrderMailInput {
  number: string;
  storeName: string;
  status: string;
  /**
   * `unit`: the item's unit of measurement, so 1500 g of bread reads '1,5 kg ×', not '1500×'; `options`: the chosen
   * options' names. Names in the shopper's language (src/server/orders/order-line-names.ts).
   */
  lines: ReadonlyArray<{
    name: string;
    quantity: number;
    totalCents: number;
    unit?: string | null;
    options?: readonly string[];
  }>;
  deliveryFeeCents: number;
  discountCents: number;
  totalCents: number;
  /** Where the shopper follows the order. */
  statusLink: string;
  reason?: string | null;
}

const STATUS: Record<Locale, Record<string, string>> = {
  'pt-BR': {
    PLACED: 'Pedido realizado',
    CONFIRMED: 'Pedido confirmado',
    PREPARING: 'Em preparo',
    DISPATCHED: 'Saiu para entrega',
    READY: 'Pronto para retirada',
    DELIVERED: 'Entregue',
    COMPLETED: 'Concluído',
    CANCELED: 'Cancelado',
  },
  en: {
    PLACED: 'Order placed',
    CONFIRMED: 'Order confirmed',
    PREPARING: 'Being prepared',
    DISPATCHED: 'Out for delivery',
    READY: 'Ready for pick-up',
    DELIVERED: 'Delivered',
    COMPLETED: 'Completed',
    CANCELED: 'Cancelled',
  },
  es: {
    PLACED: 'Pedido realizado',
    CONFIRMED: 'Pedido confirmado',
    PREPARING: 'En preparación',
    DISPATCHED: 'En camino',
    READY: 'Listo para retirar',
    DELIVERED: 'Entregado',
    COMPLETED: 'Finalizado',
    CANCELED: 'Cancelado',
  },
};

const WORDS = {
  'pt-BR': {
    confirmSubject: (n: string) => `Recebemos seu pedido ${n}`,
    confirmIntro: (store: string) =>
      `Obrigado! Seu pedido em ${store} foi realizado. Você pode cancelá-lo enquanto o estabelecimento não o confirmar.`,
    statusSubject: (n: string, s: string) => `Pedido ${n}: ${s}`,
    statusIntro: (store: string, s: string) => `Seu pedido em ${store} mudou de situação: ${s}.`,
    reason: 'Motivo',
    delivery: 'Entrega',
    discount: 'Desconto',
    total: 'Total',
    follow: 'Acompanhar o pedido',
  },
  en: {
    confirmSubject: (n: string) => `We received your order ${n}`,
    confirmIntro: (store: string) =>
      `Thank you! Your order at ${store} was placed. You can cancel it until the store confirms it.`,
    statusSubject: (n: string, s: string) => `Order ${n}: ${s}`,
    statusIntro: (store: string, s: string) => `Your order at ${store} has a new status: ${s}.`,
    reason: 'Reason',
    delivery: 'Delivery',
    discount: 'Discount',
    total: 'Total',
    follow: 'Follow the order',
  },
  es: {
    confirmSubject: (n: string) => `Recibimos tu pedido ${n}`,
    confirmIntro: (store: string) =>
      `¡Gracias! Tu pedido en ${store} fue realizado. Puedes cancelarlo mientras el establecimiento no lo confirme.`,
    statusSubject: (n: string, s: string) => `Pedido ${n}: ${s}`,
    statusIntro: (store: string, s: string) => `Tu pedido en ${store} cambió de estado: ${s}.`,
    reason: 'Motivo',
    delivery: 'Entrega',
    discount: 'Descuento',
    total: 'Total',
    follow: 'Seguir el pedido',
  },
} satisfies Record<Locale, unknown>;

/** The lines, discount, fee and total, one paragraph each (shared with unpaid-expiry-mail.ts). */
export function summary(locale: Locale, input: OrderMailInput): string[] {
  const w = WORDS[locale];
  const rows = input.lines.map((line) => {
    const amount = unitLabel(line.unit, line.quantity, locale)
      ? `${formatAmount(line.quantity, line.unit, locale)} ×`
      : `${line.quantity}×`;
    const options = line.options?.length ? ` (${line.options.join(', ')})` : '';
    return `${amount} ${line.name}${options} — ${formatBRL(line.totalCents)}`;
  });
  if (input.discountCents > 0) rows.push(`${w.discount}: −${formatBRL(input.discountCents)}`);
  if (input.deliveryFeeCents > 0) rows.push(`${w.delivery}: ${formatBRL(input.deliveryFeeCents)}`);
  rows.push(`${w.total}: ${formatBRL(input.totalCents)}`);
  return rows;
}

export function orderConfirmationMail(locale: Locale, input: OrderMailInput): RenderedMail {
  const w = WORDS[locale];
  return render(w.confirmSubject(input.number), [
    w.confirmIntro(input.storeName),
    { code: input.number },
    ...summary(locale, input),
    { link: input.statusLink, label: w.follow },
  ]);
}

export function orderStatusMail(locale: Locale, input: OrderMailInput): RenderedMail {
  const w = WORDS[locale];
  const status = STATUS[locale][input.status] ?? input.status;
  const blocks = [w.statusIntro(input.storeName, status), { code: input.number }];
  if (input.reason?.trim()) blocks.push(`${w.reason}: ${input.reason.trim()}`);
  return render(w.statusSubject(input.number, status), [
    ...blocks,
    ...summary(locale, input),
    { link: input.statusLink, label: w.follow },
  ]);
}
