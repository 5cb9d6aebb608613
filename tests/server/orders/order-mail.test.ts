/** The order mails read right in each language: number, lines, discount, fee and total in reais, the link, the reason. */
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, orderStatusMail, type OrderMailInput } from '@/src/server/mail/templates/order-mail';

const input: OrderMailInput = {
  number: 'A7K-2Q9',
  storeName: 'Café do Portão',
  status: 'PLACED',
  lines: [{ name: 'Pão de queijo', quantity: 3, totalCents: 2670 }],
  deliveryFeeCents: 590,
  discountCents: 300,
  totalCents: 2960,
  statusLink: 'https://aeroporto.example/status-pedido?id=o1',
};

describe('order mails', () => {
  it('the confirmation gives the number, each line, discount, fee and total, and the link', () => {
    const mail = orderConfirmationMail('pt-BR', input);
    expect(mail.subject).toBe('Recebemos seu pedido A7K-2Q9');
    expect(mail.text).toContain('3× Pão de queijo — R$ 26,70');
    expect(mail.text).toContain('Desconto: −R$ 3,00');
    expect(mail.text).toContain('Entrega: R$ 5,90');
    expect(mail.text).toContain('Total: R$ 29,60');
    expect(mail.html).toContain('href="https://aeroporto.example/status-pedido?id=o1"');
  });

  it('writes a line sold by weight with its unit, in kilograms from 1000 g', () => {
    const lines = [
      { name: 'Pão francês', quantity: 1500, totalCents: 3000, unit: 'G' },
      { name: 'Queijo', quantity: 250, totalCents: 2000, unit: 'G' },
    ];
    const mail = orderConfirmationMail('pt-BR', { ...input, lines });
    expect(mail.text).toContain('1,5 kg × Pão francês — R$ 30,00');
    expect(mail.text).toContain('250 g × Queijo — R$ 20,00');
    expect(orderConfirmationMail('en', { ...input, lines }).text).toContain('1.5 kg × Pão francês');
  });

  it('a status change names the new status in the shopper’s language, with a cancellation’s reason', () => {
    const es = orderStatusMail('es', { ...input, status: 'CANCELED', reason: 'Sin repartidor <hoy>' });
    expect(es.subject).toBe('Pedido A7K-2Q9: Cancelado');
    expect(es.text).toContain('Motivo: Sin repartidor <hoy>');
    expect(es.html).toContain('Sin repartidor &lt;hoy&gt;');
    expect(orderStatusMail('en', { ...input, status: 'DISPATCHED' }).subject).toBe('Order A7K-2Q9: Out for delivery');
    expect(orderStatusMail('pt-BR', { ...input, status: 'READY' }).text).toContain('Pronto para retirada');
  });
});
