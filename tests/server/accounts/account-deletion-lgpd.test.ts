/**
 * LGPD deletion (issue 15 point 23; src/server/accounts/account-erasure.ts, src/domain/accounts/order-erasure.ts):
 * a shopper orders through GraphQL with name, e-mail, phone, CPF, address, a gate delivery and a note, then deletes
 * the account through POST /api/user/delete-account. The orders stay for the company (number, lines, totals,
 * payment: the tax records) but no longer say who bought; a company buyer's CNPJ and the destination state stay.
 * Another shopper's order is untouched.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { emptyAnswer, fakeResponse } from '@/tests/support/auth-handler';
import { orderLines, orders, orderStatusEvents, users } from '@/src/server/db/schema';
import { hashPassword } from '@/src/server/identity/password';
import deleteAccountRoute from '@/pages/api/user/delete-account';
import { closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import {
  bearer,
  call,
  CANCEL,
  CATALOG,
  COMPANY_ORDERS,
  CREATE,
  importTestShop,
  SHOP,
  SHOP_STAFF_EMAIL,
  STOCK_ITEM,
} from '../orders/orders-fixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  await importTestShop(t);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const PASSWORD = 'Minha-Senha-LGPD-1';
async function shopper(email: string) {
  await t.db
    .insert(users)
    .values({ email, name: 'Ana Souza', passwordHash: await hashPassword(PASSWORD), emailVerified: true });
  return bearer(t, email);
}

const address = {
  country: 'BR',
  zipCode: '04626-911',
  state: 'SP',
  city: 'São Paulo',
  district: 'Campo Belo',
  street: 'Av. Washington Luís',
  number: '7059',
  additionalInstructions: 'Ligar 11 98765-4321',
};
const gateDelivery = {
  terminal: 'T2',
  gate: '214',
  flightNumber: 'LA3301',
  boardingTime: '2026-11-23T15:00:00.000-03:00',
};

async function order(authorization: string, customer: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const input = {
    catalogId: CATALOG,
    items: [{ itemId: STOCK_ITEM, quantity: 2, note: 'Sem cebola; meu CPF é 529.982.247-25' }],
    operationWay: { type: 'takeAway', time: 'now' },
    payment: { method: 'CASH' },
    customer: { ...customer, address },
    ...extra,
  };
  const result = await call(CREATE, {
    authorization,
    clientId: 'browser-lgpd-0001',
    variables: { input, key: `lgpd-${crypto.randomUUID()}` },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createOrder as { _id: string; number: string; total: number };
}

async function deleteAccount(authorization: string) {
  const answer = emptyAnswer();
  const req = {
    method: 'POST',
    headers: { host: SHOP, 'content-type': 'application/json', authorization },
    cookies: {},
    body: { password: PASSWORD },
    socket: { remoteAddress: '192.0.2.77' },
  };
  await deleteAccountRoute(req as unknown as NextApiRequest, fakeResponse(answer) as unknown as NextApiResponse);
  return answer;
}

describe('deleting an account anonymises its orders', () => {
  it('erases who bought (name, e-mail, phone, CPF, street address, flight, notes, browser) and keeps the sale', async () => {
    const ana = await shopper('ana.lgpd@exemplo.test');
    const withCpf = await order(
      ana,
      {
        name: 'Ana Souza',
        email: 'ana.lgpd@exemplo.test',
        phone: '+5511987654321',
        identityDocument: '52998224725',
        identityDocumentType: 'CPF',
      },
      { gateDelivery },
    );
    const withCnpj = await order(ana, {
      name: 'Ana Souza (Viagens Corp)',
      email: 'ana.lgpd@exemplo.test',
      phone: '+5511987654321',
      identityDocument: '11222333000181',
      identityDocumentType: 'CNPJ',
    });
    // The shopper cancels one herself: the status history names her account.
    expect((await call(CANCEL, { authorization: ana, variables: { id: withCnpj._id } })).errors).toBeUndefined();
    const other = await order(await shopper('bruno.lgpd@exemplo.test'), {
      name: 'Bruno Lima',
      email: 'bruno.lgpd@exemplo.test',
      phone: '+5521912345678',
      identityDocument: '52998224725',
      identityDocumentType: 'CPF',
    });
    const [anaRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'ana.lgpd@exemplo.test'));
    const linesBefore = await t.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [withCpf._id, withCnpj._id]));

    // The order followed its flight (issue 17, point 11): the flight it followed names it too.
    await t.db
      .update(orders)
      .set({ flightWatch: { flightNumber: 'LA3301', source: 'GATE', followed: null, delayMinutes: 0, changes: [] } })
      .where(eq(orders.id, withCpf._id));
    expect((await deleteAccount(ana)).status).toBe(200);

    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [withCpf._id, withCnpj._id, other._id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const cpf = byId.get(withCpf._id)!;
    const cnpj = byId.get(withCnpj._id)!;
    for (const row of [cpf, cnpj]) {
      expect(row.customer).toMatchObject({ name: '', email: '', phone: '' });
      expect(row.customer!.address).toEqual({
        country: 'BR',
        state: 'SP',
        city: '',
        district: '',
        street: '',
        number: '',
        zipCode: '',
        additionalInstructions: '',
      });
      expect(row).toMatchObject({ userId: null, clientId: null, receivedGuest: null, flightWatch: null });
      const text = JSON.stringify(row);
      for (const personal of [
        'Ana',
        'ana.lgpd',
        '98765',
        '52998224725',
        '04626',
        'Washington',
        'LA3301',
        'browser-lgpd',
      ])
        expect(text).not.toContain(personal);
    }
    expect(cpf.customer).toMatchObject({ identityDocument: '', identityDocumentType: '' });
    expect(cnpj.customer).toMatchObject({ identityDocument: '11222333000181', identityDocumentType: 'CNPJ' });
    expect(cpf.gateDelivery).toEqual({ ...gateDelivery, flightNumber: '' });
    // The sale itself stays: number, amounts, payment, status, lines.
    expect(cpf).toMatchObject({
      number: withCpf.number,
      totalCents: Math.round(withCpf.total * 100),
      payment: expect.objectContaining({ method: 'CASH' }),
      status: 'PLACED',
    });
    expect(cnpj.status).toBe('CANCELED');
    const linesAfter = await t.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [withCpf._id, withCnpj._id]));
    expect(linesAfter.map(({ note: _note, ...line }) => line)).toEqual(
      linesBefore.map(({ note: _note, ...line }) => line),
    );
    expect(linesAfter.every((line) => line.note === null)).toBe(true);
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, [withCpf._id, withCnpj._id]));
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.some((event) => event.changedBy === anaRow.id)).toBe(false);

    // Another shopper's order is untouched.
    expect(byId.get(other._id)!.customer).toMatchObject({
      name: 'Bruno Lima',
      email: 'bruno.lgpd@exemplo.test',
      identityDocument: '52998224725',
    });

    // The company still has both orders in its list, without a name.
    const staff = await call(COMPANY_ORDERS, {
      authorization: await bearer(t, SHOP_STAFF_EMAIL),
      variables: { first: 100 },
    });
    const listed = (staff.data!.companyOrders as { _id: string }[]).map((o) => o._id);
    expect(listed).toEqual(expect.arrayContaining([withCpf._id, withCnpj._id]));
  });

  it("a staff member's deletion leaves the walk-in customers' attendant orders alone and erases their own", async () => {
    const staffEmail = 'atendente.lgpd@exemplo.test';
    const [shop] = await t.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, SHOP_STAFF_EMAIL));
    await t.db.insert(users).values({
      email: staffEmail,
      name: 'Atendente',
      role: 'staff',
      companyId: shop.companyId,
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: true,
    });
    const staff = await bearer(t, staffEmail);
    const walkIn = {
      name: 'Cliente do Balcão',
      email: 'balcao.lgpd@exemplo.test',
      phone: '+5511955554444',
      identityDocument: '52998224725',
      identityDocumentType: 'CPF',
    };
    const attendant = await order(staff, walkIn, { params: [{ key: 'customerName', value: 'Cliente do Balcão' }] });
    const ownOrder = await order(staff, {
      name: 'Atendente',
      email: staffEmail,
      phone: '+5511933332222',
      identityDocument: '52998224725',
      identityDocumentType: 'CPF',
    });

    expect((await deleteAccount(staff)).status).toBe(200);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, attendant._id));
    expect(kept.customer).toMatchObject({
      name: 'Cliente do Balcão',
      email: 'balcao.lgpd@exemplo.test',
      identityDocument: '52998224725',
    });
    expect(kept.params).toEqual([{ key: 'customerName', value: 'Cliente do Balcão' }]);
    expect(kept.userId).toBeNull(); // the staff member's id goes with the account
    const [erased] = await t.db.select().from(orders).where(eq(orders.id, ownOrder._id));
    expect(erased.customer).toMatchObject({ name: '', email: '', phone: '', identityDocument: '' });
  });

  it('erases personal values in params, and the guest orders placed earlier with the verified e-mail; an unverified account erases no guest order', async () => {
    const email = 'dora.lgpd@exemplo.test';
    const customer = {
      name: 'Dora Nunes',
      email,
      phone: '+5511977776666',
      identityDocument: '52998224725',
      identityDocumentType: 'CPF',
    };
    // Before she had an account: a guest order with her e-mail (no authorization, only the browser's clientId).
    const guestOrder = await order('', { ...customer, email: 'Dora.LGPD@exemplo.test' });
    const dora = await shopper(email);
    const withParams = await order(dora, customer, {
      params: [
        { key: 'customerName', value: 'Dora Nunes' },
        { key: 'Ambiente', value: 'Plataforma' },
      ],
    });

    expect((await deleteAccount(dora)).status).toBe(200);

    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [guestOrder._id, withParams._id]));
    for (const row of rows) {
      expect(row.customer).toMatchObject({ name: '', email: '', phone: '', identityDocument: '' });
      expect(row.clientId).toBeNull();
      expect(JSON.stringify(row)).not.toContain('Dora');
    }
    expect(rows.find((row) => row.id === withParams._id)!.params).toEqual([
      { key: 'customerName', value: '' },
      { key: 'Ambiente', value: 'Plataforma' },
    ]);

    // Someone who signed up with an address they never proved cannot erase that address's guest orders.
    const owner = { ...customer, name: 'Elisa Prado', email: 'elisa.lgpd@exemplo.test' };
    const elisasGuestOrder = await order('', owner);
    await t.db.insert(users).values({
      email: owner.email,
      name: 'Intruso',
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: false,
    });
    expect((await deleteAccount(await bearer(t, owner.email))).status).toBe(200);
    const [untouched] = await t.db.select().from(orders).where(eq(orders.id, elisasGuestOrder._id));
    expect(untouched.customer).toMatchObject({ name: 'Elisa Prado', email: 'elisa.lgpd@exemplo.test' });
  });

  it('a wrong password deletes nothing and anonymises nothing', async () => {
    const carla = await shopper('carla.lgpd@exemplo.test');
    const placed = await order(carla, {
      name: 'Carla Dias',
      email: 'carla.lgpd@exemplo.test',
      phone: '+5511911112222',
      identityDocument: '52998224725',
      identityDocumentType: 'CPF',
    });
    const answer = emptyAnswer();
    const req = {
      method: 'POST',
      headers: { host: SHOP, 'content-type': 'application/json', authorization: carla },
      cookies: {},
      body: { password: 'errada-123' },
      socket: { remoteAddress: '192.0.2.78' },
    };
    await deleteAccountRoute(req as unknown as NextApiRequest, fakeResponse(answer) as unknown as NextApiResponse);
    expect(answer.status).toBe(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row.customer).toMatchObject({ name: 'Carla Dias', identityDocument: '52998224725' });
    expect(row.userId).not.toBeNull();
  });
});
