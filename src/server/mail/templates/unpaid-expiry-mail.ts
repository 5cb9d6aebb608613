/**
 * The mail of an order cancelled because its PIX, link or transfer payment did not arrive in time
 * (src/server/orders/unpaid-expiry.ts), in the language the shopper ordered in: what happened, by when it was due,
 * that nothing more is owed and the stock went back, and what to do if they paid late.
 */
import { DateTime } from 'luxon';
import type { Locale } from '../../../domain/locale';
import { summary, type OrderMailInput } from './order-mail';
import { render, type RenderedMail } from './render';

export interface ExpiredMailInput extends OrderMailInput {
  method: string;
  /** When the payment was due, and the catalogue's zone to write it in. */
  dueAt: Date | null;
  timeZone: string;
}

const METHOD: Record<Locale, Record<string, string>> = {
  'pt-BR': { LINK: 'link de pagamento', BANK_TRANSFER: 'transferência bancária' },
  en: { LINK: 'payment link', BANK_TRANSFER: 'bank transfer' },
  es: { LINK: 'enlace de pago', BANK_TRANSFER: 'transferencia bancaria' },
};

const WORDS = {
  'pt-BR': {
    subject: (n: string) => `Pedido ${n} cancelado: o pagamento não chegou a tempo`,
    intro: (store: string, method: string, due: string) =>
      `Seu pedido em ${store} foi cancelado porque o pagamento por ${method} não chegou até ${due}. Nada mais é devido por ele, e os itens voltaram ao estoque.`,
    late: 'Não pague mais este pedido. Se você pagou depois do prazo, fale com o estabelecimento para receber o valor de volta. Se ainda quiser os itens, faça um novo pedido.',
    follow: 'Ver o pedido',
  },
  en: {
    subject: (n: string) => `Order ${n} cancelled: the payment did not arrive in time`,
    intro: (store: string, method: string, due: string) =>
      `Your order at ${store} was cancelled because the payment by ${method} did not arrive by ${due}. Nothing more is owed for it, and its items went back into stock.`,
    late: 'Do not pay for this order any more. If you paid after the deadline, contact the store to get the money back. If you still want the items, place a new order.',
    follow: 'See the order',
  },
  es: {
    subject: (n: string) => `Pedido ${n} cancelado: el pago no llegó a tiempo`,
    intro: (store: string, method: string, due: string) =>
      `Tu pedido en ${store} fue cancelado porque el pago por ${method} no llegó hasta ${due}. No se debe nada más por él, y los artículos volvieron al stock.`,
    late: 'No pagues más este pedido. Si pagaste después del plazo, habla con el establecimiento para recibir el dinero de vuelta. Si aún quieres los artículos, haz un nuevo pedido.',
    follow: 'Ver el pedido',
  },
} satisfies Record<Locale, unknown>;

const FORMAT: Record<Locale, string> = {
  'pt-BR': "dd/MM/yyyy 'às' HH:mm",
  en: "dd/MM/yyyy 'at' HH:mm",
  es: "dd/MM/yyyy 'a las' HH:mm",
};

export function orderExpiredMail(locale: Locale, input: ExpiredMailInput): RenderedMail {
  const w = WORDS[locale];
  const method = METHOD[locale][input.method] ?? 'PIX';
  const due = input.dueAt ? DateTime.fromJSDate(input.dueAt).setZone(input.timeZone).toFormat(FORMAT[locale]) : '—';
  return render(w.subject(input.number), [
    w.intro(input.storeName, method, due),
    { code: input.number },
    w.late,
    ...summary(locale, input),
    { link: input.statusLink, label: w.follow },
  ]);
}
