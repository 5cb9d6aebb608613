/**
 * The "send the order by WhatsApp" link (docs/business-rules.md "WhatsApp order"): where a catalogue's
 * `integration.whatsapp.sendOrder` is on, the company's own `customLink` when it set one, else a wa.me link to
 * the company's support phone with the order written out as the prefilled message (number, lines, total).
 * Without a phone the wa.me link still opens WhatsApp, and the shopper picks the contact.
 */
import { formatBRL } from '../brazil/format';
import type { Locale } from '../locale';

export interface WhatsappOrder {
  number: string;
  storeName: string;
  lines: ReadonlyArray<{ name: string; quantity: number; totalCents: number }>;
  totalCents: number;
  customerName?: string | null;
}

export interface WhatsappIntegration {
  sendOrder?: boolean | null;
  customLink?: string | null;
}

const WORDS: Record<Locale, { order: string; total: string; name: string }> = {
  'pt-BR': { order: 'Pedido', total: 'Total', name: 'Nome' },
  en: { order: 'Order', total: 'Total', name: 'Name' },
  es: { order: 'Pedido', total: 'Total', name: 'Nombre' },
};

/** The message text: one line per order line, then the total. */
export function whatsappOrderMessage(order: WhatsappOrder, locale: Locale): string {
  const w = WORDS[locale];
  const lines = [`${w.order} ${order.number} — ${order.storeName}`];
  if (order.customerName?.trim()) lines.push(`${w.name}: ${order.customerName.trim()}`);
  for (const line of order.lines) lines.push(`${line.quantity}× ${line.name} — ${formatBRL(line.totalCents)}`);
  lines.push(`${w.total}: ${formatBRL(order.totalCents)}`);
  return lines.join('\n');
}

/** The link, or null where the catalogue does not send orders by WhatsApp. */
export function whatsappOrderLink(
  integration: WhatsappIntegration | null | undefined,
  order: WhatsappOrder,
  options: { locale: Locale; phone?: string | null },
): string | null {
  if (!integration?.sendOrder) return null;
  const custom = integration.customLink?.trim();
  if (custom && /^https:\/\//i.test(custom)) return custom;
  // Stryker disable next-line StringLiteral: any fallback without digits gives the same empty number
  const digits = (options.phone ?? '').replace(/\D/g, '');
  const text = encodeURIComponent(whatsappOrderMessage(order, options.locale));
  return `https://wa.me/${digits}?text=${text}`;
}
