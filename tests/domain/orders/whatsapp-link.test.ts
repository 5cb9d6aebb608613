import { describe, expect, it } from 'vitest';
import { whatsappOrderLink, whatsappOrderMessage } from '@/src/domain/orders/whatsapp-link';

const order = {
  number: 'A7K-2Q9',
  storeName: 'Café do Portão',
  lines: [
    { name: 'Café expresso', quantity: 2, totalCents: 1200 },
    { name: 'Pão de queijo', quantity: 1, totalCents: 890 },
  ],
  totalCents: 2090,
  customerName: 'Ana',
};

describe('WhatsApp order link', () => {
  it('writes the number, the lines and the total in the shopper’s language, money as BRL', () => {
    expect(whatsappOrderMessage(order, 'pt-BR')).toBe(
      'Pedido A7K-2Q9 — Café do Portão\nNome: Ana\n2× Café expresso — R$ 12,00\n1× Pão de queijo — R$ 8,90\nTotal: R$ 20,90',
    );
    expect(whatsappOrderMessage({ ...order, customerName: null }, 'en')).toMatch(
      /^Order A7K-2Q9 — Café do Portão\n2× /,
    );
  });

  it('is a wa.me link to the support phone with the message prefilled', () => {
    const link = whatsappOrderLink({ sendOrder: true }, order, { locale: 'pt-BR', phone: '+55 11 2445-0000' });
    expect(link).toMatch(/^https:\/\/wa\.me\/551124450000\?text=/);
    expect(decodeURIComponent(new URL(link!).searchParams.get('text')!)).toContain('Total: R$ 20,90');
  });

  it('uses the company’s own https link when set', () => {
    expect(whatsappOrderLink({ sendOrder: true, customLink: 'https://wa.me/c/5511999' }, order, { locale: 'es' })).toBe(
      'https://wa.me/c/5511999',
    );
    expect(whatsappOrderLink({ sendOrder: true, customLink: 'javascript:alert(1)' }, order, { locale: 'es' })).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
  });

  it('is null where the catalogue does not send orders by WhatsApp', () => {
    expect(whatsappOrderLink({ sendOrder: false, customLink: 'https://x.test' }, order, { locale: 'en' })).toBeNull();
    expect(whatsappOrderLink(undefined, order, { locale: 'en' })).toBeNull();
  });
});

describe('the WhatsApp message in English and Spanish', () => {
  it('names the order, the customer and the total in each language', () => {
    expect(whatsappOrderMessage(order, 'en')).toBe(
      'Order A7K-2Q9 — Café do Portão\nName: Ana\n2× Café expresso — R$ 12,00\n1× Pão de queijo — R$ 8,90\nTotal: R$ 20,90',
    );
    expect(whatsappOrderMessage(order, 'es')).toBe(
      'Pedido A7K-2Q9 — Café do Portão\nNombre: Ana\n2× Café expresso — R$ 12,00\n1× Pão de queijo — R$ 8,90\nTotal: R$ 20,90',
    );
  });
});
