/**
 * The WhatsApp link (src/domain/orders/whatsapp-link.ts) with what people type: a name of spaces, a custom link
 * with spaces around it, and a custom link that only contains https:// somewhere.
 */
import { describe, expect, it } from 'vitest';
import { whatsappOrderLink, whatsappOrderMessage } from '@/src/domain/orders/whatsapp-link';

const order = {
  number: 'A7K-2Q9',
  storeName: 'Café do Portão',
  lines: [{ name: 'Café expresso', quantity: 2, totalCents: 1200 }],
  totalCents: 1200,
  customerName: ' Ana Souza ',
};

describe('whatsappOrderMessage — the customer’s name', () => {
  it('writes the name trimmed', () => {
    expect(whatsappOrderMessage(order, 'es').split('\n')[1]).toBe('Nombre: Ana Souza');
  });
  it('leaves out a name of spaces only', () => {
    expect(whatsappOrderMessage({ ...order, customerName: '   ' }, 'pt-BR')).toBe(
      'Pedido A7K-2Q9 — Café do Portão\n2× Café expresso — R$ 12,00\nTotal: R$ 12,00',
    );
  });
});

describe('whatsappOrderLink — a custom link', () => {
  it('takes an https link, trimmed', () => {
    expect(
      whatsappOrderLink({ sendOrder: true, customLink: '  https://chat.example.test/cafe  ' }, order, { locale: 'en' }),
    ).toBe('https://chat.example.test/cafe');
  });
  it('refuses a link that does not start with https://, and writes the wa.me link instead', () => {
    const link = whatsappOrderLink({ sendOrder: true, customLink: 'javascript:alert(1)//https://x' }, order, {
      locale: 'en',
      phone: '11 2445-0000',
    });
    expect(link).toMatch(/^https:\/\/wa\.me\/1124450000\?text=/);
  });
  it('writes a wa.me link without a number when no phone is known', () => {
    expect(whatsappOrderLink({ sendOrder: true }, order, { locale: 'en' })).toMatch(/^https:\/\/wa\.me\/\?text=Order/);
  });
});
