/** The order mails read right in each language: number, lines, discount, fee and total in reais, the link, the reason. */
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, orderStatusMail, type OrderMailInput } from '@/src/server/mail/templates/order-mail';
import { flightChangeMail, flightDelayMail } from '@/src/server/mail/templates/flight-change-mail';

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

  it('lists a line’s chosen options after its name', () => {
    const lines = [{ name: 'Cappuccino', quantity: 2, totalCents: 4180, options: ['Oat drink', 'Large 360 ml'] }];
    expect(orderConfirmationMail('en', { ...input, lines }).text).toContain(
      '2× Cappuccino (Oat drink, Large 360 ml) — R$ 41,80',
    );
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

describe('flight mails', () => {
  const base = { ...input, flightNumber: 'G31540', timeZone: 'America/Sao_Paulo' };

  it('names the gate in the subject, and each change with its before and after, boarding in the store’s zone', () => {
    const mail = flightChangeMail('pt-BR', {
      ...base,
      changes: [
        { field: 'BOARDING', from: '2026-11-23T12:40:00.000-03:00', to: '2026-11-23T16:10:00.000Z' },
        { field: 'GATE', from: '205', to: 'B12' },
      ],
    });
    expect(mail.subject).toBe('Pedido A7K-2Q9: seu portão mudou para B12');
    expect(mail.text).toContain('Embarque: 12:40 → 13:10');
    expect(mail.text).toContain('Portão: 205 → B12');
    expect(mail.html).toContain('href="https://aeroporto.example/status-pedido?id=o1"');
  });

  it('a boarding time alone, in Spanish', () => {
    const mail = flightChangeMail('es', {
      ...base,
      changes: [{ field: 'BOARDING', from: '2026-11-23T12:40:00.000-03:00', to: '2026-11-23T13:10:00.000-03:00' }],
    });
    expect(mail.subject).toBe('Pedido A7K-2Q9: el embarque cambió a las 13:10');
  });

  it('a long delay says the booking moves for free, with the delay in hours and minutes', () => {
    const mail = flightDelayMail('en', { ...base, delayMinutes: 120 });
    expect(mail.subject).toBe('Order A7K-2Q9: your flight G31540 is delayed — reschedule for free');
    expect(mail.text).toContain('is 2 h late');
  });
});
