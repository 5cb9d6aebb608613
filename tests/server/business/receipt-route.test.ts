/**
 * The receipt PDF (issue 18, point 6) over HTTP, GET /api/orders/{id}/receipt served by Next's API resolver against
 * the seeded PGlite: the buyer and her colleagues get the PDF of a paid booking (in their language; a credit line
 * says so); a stranger, a member of another company, the signed-out, another company's host, an unpaid booking and
 * a made-up id all get the same 404. The GraphQL fields link it only where it opens.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAccounts, businessMembers, orders, users } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { serveApiRoute, type RouteServer } from '@/tests/support/api-route-server';
import {
  AERO,
  AERO_STAFF_EMAIL,
  closeSeededDatabase,
  gql,
  MERCADO,
  openSeededDatabase,
  type AnyJson,
} from '../graphql-harness';
import { bearer } from '../orders/orders-fixture';
import { BUYER_EMAIL, makeUser } from './business-fixture';
import { makeAccount } from './after-booking-fixture';
import { pdfText } from './pdf-text';

let t: TestDatabase;
let route: RouteServer;
let accountId: string;
let paid: { id: string; number: string };
let credit: { id: string };
let unpaid: { id: string };

const BOOKINGS = /* GraphQL */ `
  query Bookings($accountId: ID!) {
    businessBookings(accountId: $accountId) {
      bookings {
        orderId
        number
        total
        receiptUrl
        lines {
          clientName
          paidWithCredit
        }
      }
    }
  }
`;

beforeAll(async () => {
  t = await openSeededDatabase();
  route = await serveApiRoute((await import('@/pages/api/orders/[id]/receipt')).default, (path) => ({
    id: decodeURIComponent(path.split('/')[3] ?? ''),
  }));
  const [account] = await t.db.select().from(businessAccounts).where(eq(businessAccounts.cnpj, '11222333000181'));
  accountId = account.id;
  const rows = await t.db.select().from(orders).where(eq(orders.businessAccountId, accountId));
  const james = rows.find((o) => o.receivedGuest === 'James Whitmore')!;
  paid = { id: james.id, number: james.number };
  credit = { id: rows.find((o) => o.payment?.status === 'NOT_REQUIRED')!.id };
  unpaid = { id: rows.find((o) => o.payment?.method === 'ON_ACCOUNT')!.id };
}, 60_000);
afterAll(async () => {
  await route?.close();
  await closeSeededDatabase(t);
});

const get = (id: string, headers: Record<string, string> = {}, query = '') =>
  route.send(`/api/orders/${encodeURIComponent(id)}/receipt${query}`, { headers: { host: AERO, ...headers } });

describe('the buyer and her company', () => {
  it('the buyer downloads the receipt of a paid booking as a PDF attachment', async () => {
    const answer = await get(paid.id, { authorization: await bearer(t, BUYER_EMAIL) });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="recibo-${paid.number}.pdf"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(answer.body);
    expect(text).toContain('Recibo — Aeroporto Internacional — Serviços');
    expect(text).toContain(`Pedido ${paid.number}`);
    expect(text).toContain('Recebemos de: Viagens Corp Ltda · CNPJ 11.222.333/0001-81');
    expect(text).toContain('James Whitmore');
    expect(text).toContain('Total pago');
    expect(text).toContain('R$ 290,00');
    expect(text).toContain('Forma de pagamento: Transferência bancária');
  });

  it('in English when asked, and a booking paid with a package credit says so', async () => {
    const answer = await get(credit.id, { authorization: await bearer(t, BUYER_EMAIL) }, '?lang=en');
    expect(answer.status).toBe(200);
    const text = pdfText(answer.body);
    expect(text).toContain('Receipt — ');
    expect(text).toContain('Package credit');
    expect(text).toContain('R$ 0,00');
  });

  it('a colleague of the same company downloads it too', async () => {
    const colleague = await makeUser(t.db, 'colega-recibo@viagenscorp.test');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'colega-recibo@viagenscorp.test'));
    await t.db.insert(businessMembers).values({ businessAccountId: accountId, userId: user.id, role: 'booker' });
    expect((await get(paid.id, { authorization: colleague })).status).toBe(200);
  });
});

describe('anyone else gets 404, exactly as for an unknown id', () => {
  it.each([
    ['signed out', async () => ({})],
    ['a signed-in stranger', async () => ({ authorization: await makeUser(t.db, 'estranho-recibo@x.test') })],
    [
      'a member of another company',
      async () => {
        await makeAccount(t, { cnpj: '98765432000198', name: 'Rival', booker: 'rival@recibo.test' });
        return { authorization: await bearer(t, 'rival@recibo.test') };
      },
    ],
    ["the store's staff", async () => ({ authorization: await bearer(t, AERO_STAFF_EMAIL) })],
    ['garbage for a token', async () => ({ authorization: 'Bearer nonsense' })],
  ])('%s', async (_name, headers) => {
    const answer = await get(paid.id, await headers());
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('PDF');
    expect(answer.text).toBe('{"error":"NOT_FOUND"}');
  });

  it("the buyer on another company's host, an unpaid booking on account, a made-up id", async () => {
    const buyer = { authorization: await bearer(t, BUYER_EMAIL) };
    expect((await route.send(`/api/orders/${paid.id}/receipt`, { headers: { host: MERCADO, ...buyer } })).status).toBe(
      404,
    );
    expect((await get(unpaid.id, buyer)).status).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', buyer)).status).toBe(404);
    expect((await get('x'.repeat(200), buyer)).status).toBe(404);
  });

  it('answers 405 to anything but GET', async () => {
    const answer = await route.send(`/api/orders/${paid.id}/receipt`, { method: 'POST', headers: { host: AERO } });
    expect(answer.status).toBe(405);
  });
});

describe('the links to it', () => {
  it('/empresa/reservas links the paid bookings, not the one still on account', async () => {
    const list = (
      await gql(BOOKINGS, { host: AERO, authorization: await bearer(t, BUYER_EMAIL), variables: { accountId } })
    ).data!.businessBookings.bookings;
    const byId = (id: string) => list.find((b: AnyJson) => b.orderId === id);
    expect(byId(paid.id).receiptUrl).toBe(`/api/orders/${paid.id}/receipt`);
    expect(byId(credit.id)).toMatchObject({ total: 0, lines: [{ clientName: 'Helena Prado', paidWithCredit: true }] });
    expect(byId(unpaid.id).receiptUrl).toBeNull();
  });

  it("the order's receiptUrl is there for the buyer, not for the store's staff", async () => {
    const query = `query Order($id: ID!) { order(id: $id) { _id receiptUrl } }`;
    const asBuyer = await gql(query, {
      host: AERO,
      authorization: await bearer(t, BUYER_EMAIL),
      variables: { id: paid.id },
    });
    expect(asBuyer.data!.order.receiptUrl).toBe(`/api/orders/${paid.id}/receipt`);
    const asStaff = await gql(query, {
      host: AERO,
      authorization: await bearer(t, AERO_STAFF_EMAIL),
      variables: { id: paid.id },
    });
    expect(asStaff.data!.order).toMatchObject({ _id: paid.id, receiptUrl: null });
  });
});
