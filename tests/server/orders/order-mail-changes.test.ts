/**
 * The shopper's order mails through the public surface (issue 17, point 6): exactly one mail per change they care
 * about — placed, confirmed, out for delivery (or ready), cancelled — and none for preparing, delivered or
 * completed; in the language the order was placed in, with the item and its options translated and the link to the
 * status page in that language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, AERO_STAFF_EMAIL, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { bearer, call, CANCEL, CREATE, UPDATE_STATUS } from './orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const mailsTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => ({
    subject: m.subject,
    text: m.text,
  }));

/** An oat-milk cappuccino, large, to the gate, paid by card at delivery (nothing waits for a payment). */
const cappuccino = (email: string) => ({
  catalogId: 'aero-delivery-cafe',
  items: [
    {
      itemId: 'aero-delivery-cafe-02',
      quantity: 1,
      subitems: [
        { subcategoryId: 'aero-delivery-cafe-02-leite', subitemId: 'aero-delivery-cafe-02-leite-aveia', quantity: 1 },
        {
          subcategoryId: 'aero-delivery-cafe-02-tamanho',
          subitemId: 'aero-delivery-cafe-02-tamanho-grande',
          quantity: 1,
        },
      ],
    },
  ],
  operationWay: { type: 'delivery', time: 'now' },
  customer: {
    name: 'Ann Smith',
    email,
    address: { country: 'BR', state: 'SP', city: 'Guarulhos', district: 'Terminal 2' },
  },
  gateDelivery: { terminal: 'Terminal 2', gate: '12', flightNumber: 'LA3412', boardingTime: '13:30' },
  payment: { method: 'POSP_CREDIT', methodId: 'aero-delivery-cafe-pay-posp-credit' },
});

async function place(email: string, lang: string, clientId: string) {
  const placed = await call(CREATE, {
    host: AERO,
    lang,
    clientId,
    variables: { key: `key-${crypto.randomUUID()}`, input: cappuccino(email) },
  });
  expect(placed.errors).toBeUndefined();
  return placed.data!.createOrder as { _id: string; number: string };
}

describe('one mail per change the shopper cares about, in their language', () => {
  it('placed, confirmed and out for delivery: three mails in English, none for preparing, delivered, completed', async () => {
    const email = 'ann.mails@example.test';
    const order = await place(email, 'en', 'browser-mails-01');
    const staff = await bearer(t, AERO_STAFF_EMAIL);
    for (const status of ['CONFIRMED', 'PREPARING', 'DISPATCHED', 'DELIVERED', 'COMPLETED']) {
      // Staff read the board in Portuguese: the shopper's mails stay in the language they ordered in.
      const moved = await call(UPDATE_STATUS, {
        host: AERO,
        authorization: staff,
        variables: { id: order._id, status },
      });
      expect(moved.errors).toBeUndefined();
    }
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      `We received your order ${order.number}`,
      `Order ${order.number}: Order confirmed`,
      `Order ${order.number}: Out for delivery`,
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('1× Cappuccino (Oat drink, Large 360 ml)');
      expect(mail.text).toContain(`/en/status-pedido?id=${order._id}`);
      expect(mail.text).not.toContain('Bebida de aveia');
    }
  });

  it('cancelled by the shopper: one mail, in Spanish, with the page in Spanish', async () => {
    const email = 'ana.cancel-mails@example.test';
    const order = await place(email, 'es', 'browser-mails-02');
    const cancelled = await call(CANCEL, {
      host: AERO,
      clientId: 'browser-mails-02',
      lang: 'es',
      variables: { id: order._id },
    });
    expect(cancelled.errors).toBeUndefined();
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Recibimos tu pedido ${order.number}`,
      `Pedido ${order.number}: Cancelado`,
    ]);
    expect(mails[1]!.text).toContain('1× Capuchino (Bebida de avena, Grande 360 ml)');
    expect(mails[1]!.text).toContain(`/es/status-pedido?id=${order._id}`);
  });

  it('in Portuguese, the page without a language prefix and the catalogue’s own names', async () => {
    const email = 'ana.mails-pt@exemplo.test';
    const order = await place(email, 'pt-BR', 'browser-mails-03');
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain('1× Cappuccino (Bebida de aveia, Grande 360 ml)');
    expect(mail!.text).toMatch(new RegExp(`://aeroporto\\.localhost:\\d+/status-pedido\\?id=${order._id}`));
  });
});
