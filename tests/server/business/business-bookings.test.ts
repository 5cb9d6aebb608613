/**
 * "Reservas da empresa" (issue 18, point 8) against the seeded demo buyer (CONTRACT.md "Company buyers"): her
 * account, its approval, its clients and bookings; the list filtered by client, date, status and booker; each
 * booking readable by every member of the account (its status page and vouchers) and by nobody else; the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, orders } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { serveApiRoute, type RouteServer } from '@/tests/support/api-route-server';
import {
  AERO,
  bearerFor,
  closeSeededDatabase,
  codes,
  MERCADO,
  openSeededDatabase,
  type AnyJson,
} from '../graphql-harness';
import { ACCEPT, as, BOOKINGS, BUYER_EMAIL, CLIENTS, gql, INVITE, makeUser, MY_ACCOUNTS } from './business-fixture';

const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      _id
      number
      vouchers {
        itemName
      }
    }
  }
`;

let t: TestDatabase;
let buyer: string;
let accountId: string;
let clients: Record<string, string>;
let csv: RouteServer;
beforeAll(async () => {
  t = await openSeededDatabase();
  buyer = await bearerFor(t.db, BUYER_EMAIL);
  accountId = (await gql(MY_ACCOUNTS, as(buyer))).data!.myBusinessAccounts[0]._id;
  const listed = (await gql(CLIENTS, as(buyer, { variables: { accountId } }))).data!.businessClients;
  clients = Object.fromEntries(listed.map((c: AnyJson) => [c.name, c._id]));
  csv = await serveApiRoute((await import('@/pages/api/business/bookings-csv')).default, () => ({}));
});
afterAll(async () => {
  await csv?.close();
  await closeSeededDatabase(t);
});

const bookings = (filter: Record<string, unknown>, options: { host?: string; authorization?: string } = {}) =>
  gql(BOOKINGS, { authorization: buyer, ...options, variables: { accountId, filter } });

describe('the demo company buyer', () => {
  it('is the admin of Viagens Corp Ltda, a valid CNPJ approved for invoicing by the airport, with two saved clients', async () => {
    const [account] = (await gql(MY_ACCOUNTS, as(buyer))).data!.myBusinessAccounts;
    expect(account).toMatchObject({
      legalName: 'Viagens Corp Ltda',
      cnpj: '11222333000181',
      myRole: 'ADMIN',
      creditLine: { status: 'APPROVED', limit: 20000 },
      members: [{ email: BUYER_EMAIL, role: 'ADMIN', me: true }],
    });
    // The approval is the airport's: the shop's host shows none.
    expect((await gql(MY_ACCOUNTS, as(buyer, { host: MERCADO }))).data!.myBusinessAccounts[0].creditLine).toBeNull();
    const listed = (await gql(CLIENTS, as(buyer, { variables: { accountId } }))).data!.businessClients;
    expect(listed).toMatchObject([
      { name: 'Helena Prado', phone: '+5511987650001', language: 'pt-BR' },
      { name: 'James Whitmore', phone: '+447700900123', language: 'en' },
    ]);
  });

  it('has a few hospitality bookings of the airport carrying the account, its clients and the CNPJ as document', async () => {
    // Three meet & assist bookings, one paid with a package credit and one on account last month, and the package.
    const result = (await bookings({})).data!.businessBookings;
    expect(result.total).toBe(5);
    expect(result.bookings.every((b: AnyJson) => b.storeName === 'Hospitalidade')).toBe(true);
    expect(result.bookings.every((b: AnyJson) => b.bookedBy?.email === BUYER_EMAIL)).toBe(true);
    const rows = await t.db.select().from(orders).where(eq(orders.businessAccountId, accountId));
    expect(rows).toHaveLength(5);
    expect(
      rows.every(
        (o) => o.customer?.identityDocumentType === 'CNPJ' && o.customer.identityDocument === '11222333000181',
      ),
    ).toBe(true);
  });
});

describe('the bookings list', () => {
  it("filtered by a client shows that client's bookings only", async () => {
    const james = (await bookings({ clientId: clients['James Whitmore'] })).data!.businessBookings;
    expect(james.total).toBe(1);
    expect(james.bookings[0].lines).toMatchObject([
      { clientName: 'James Whitmore', itemName: 'Meet & Assist — desembarque' },
    ]);
    const helena = (await bookings({ clientId: clients['Helena Prado'] })).data!.businessBookings;
    expect(helena.bookings.map((b: AnyJson) => b.lines[0].clientName)).toEqual([
      'Helena Prado',
      'Helena Prado',
      'Helena Prado',
    ]);
  });

  it('filtered by status, by the day of the service, and by booker', async () => {
    const completed = (await bookings({ status: 'COMPLETED' })).data!.businessBookings;
    expect(completed.bookings.map((b: AnyJson) => b.lines[0].itemName)).toEqual([
      'Recepção corporativa',
      'Recepção corporativa',
      'Pacote corporativo — 5 recepções',
    ]);
    const all = (await bookings({})).data!.businessBookings.bookings;
    const jamesDay = all.find((b: AnyJson) => b.lines[0].clientName === 'James Whitmore').serviceAt.slice(0, 10);
    const sameDay = (await bookings({ from: jamesDay, to: jamesDay })).data!.businessBookings;
    expect(sameDay.bookings.map((b: AnyJson) => b.lines[0].clientName)).toEqual(['James Whitmore']);
    expect(sameDay.bookings[0].serviceAt).toMatch(/T06:40:00\.000-03:00$/);
    const booker = (await bookings({})).data!.businessBookings.bookers.find((b: AnyJson) => b.email === BUYER_EMAIL);
    expect((await bookings({ bookedBy: booker.userId })).data!.businessBookings.total).toBe(5);
    expect((await bookings({ bookedBy: 'someone-else' })).data!.businessBookings.total).toBe(0);
  });

  it('lists the newest service first, and only the bookings made with the host company', async () => {
    const dates = (await bookings({})).data!.businessBookings.bookings.map((b: AnyJson) => b.serviceAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await bookings({}, { host: MERCADO })).data!.businessBookings.total).toBe(0);
  });

  it('refuses a bad filter with its code at the field, translated', async () => {
    const result = await gql(BOOKINGS, {
      authorization: buyer,
      lang: 'es',
      variables: { accountId, filter: { from: '2026-11-30', to: '2026-11-01' } },
    });
    expect(codes(result)).toEqual(['DATE_RANGE_INVALID']);
    expect(result.errors![0].extensions).toMatchObject({ fields: { to: 'DATE_RANGE_INVALID' } });
    expect(result.errors![0].message).toBe('La fecha final es anterior a la inicial.');
  });
});

describe("a booking is the company's", () => {
  it('a colleague who joined reads its status page and vouchers; a stranger and the signed-out read nothing', async () => {
    const booking = (await bookings({ clientId: clients['James Whitmore'] })).data!.businessBookings.bookings[0];
    const colleague = await makeUser(t.db, 'colega@viagenscorp.test');
    const stranger = await makeUser(t.db, 'estranho@outra.test');
    expect((await gql(ORDER, as(colleague, { variables: { id: booking.orderId } }))).data!.order).toBeNull();
    await gql(INVITE, as(buyer, { variables: { accountId, email: 'colega@viagenscorp.test', role: 'BOOKER' } }));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'colega@viagenscorp.test'));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await gql(ACCEPT, as(colleague, { variables: { token } }));
    const read = (await gql(ORDER, as(colleague, { variables: { id: booking.orderId } }))).data!.order;
    expect(read).toMatchObject({ _id: booking.orderId, number: booking.number });
    expect(read.vouchers.map((v: AnyJson) => v.itemName)).toEqual(['Meet & Assist — desembarque']);
    expect((await gql(ORDER, as(stranger, { variables: { id: booking.orderId } }))).data!.order).toBeNull();
    expect((await gql(ORDER, { variables: { id: booking.orderId } })).data!.order).toBeNull();
    // The colleague lists them too.
    expect((await bookings({}, { authorization: colleague })).data!.businessBookings.total).toBe(5);
  });
});

describe('the CSV export (GET /api/business/bookings-csv)', () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    csv.send(`/api/business/bookings-csv?${query}`, { headers: { host: AERO, ...headers } });

  it('gives a member the filtered list as a CSV attachment, headings in the page language', async () => {
    const answer = await get(`account=${accountId}&client=${clients['James Whitmore']}&lang=en`, {
      authorization: buyer,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="reservas-viagens-corp-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Status,Service date,Booked at,Service,Items,Clients,Booked by,Total (BRL)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^[A-Z2-9]{3}-[A-Z2-9]{3},Confirmed,.*,Hospitality,1× Meet & Assist — desembarque,James Whitmore,Renata Moraes,290\.00$/,
    );
    const all = await get(`account=${accountId}`, { authorization: buyer });
    expect(all.text.trim().split('\r\n')).toHaveLength(6);
  });

  it('answers 401 signed out, 404 to anyone not in the company (as for an unknown id), 400 for a bad filter', async () => {
    expect((await get(`account=${accountId}`)).status).toBe(401);
    const stranger = await makeUser(t.db, 'curioso@outra.test');
    const refused = await get(`account=${accountId}`, { authorization: stranger });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('Whitmore');
    expect((await get('account=nope', { authorization: stranger })).status).toBe(404);
    const bad = await get(`account=${accountId}&from=ontem`, { authorization: buyer });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ error: 'DATE_INVALID' });
  });
});
