/**
 * The NF-e export (issue 18, point 6) against the seeded PGlite: each company booking's records go through the
 * fiscal adapter when placed (the demo's outbox here; a webhook stand-in for the invoicing system, mocked as an
 * outside service), and the store's staff download the month's records as CSV or JSON over HTTP, which nobody else
 * reaches. No NF-e is issued.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NfeRecord } from '@/src/domain/business/nfe-record';
import { createFiscalExporter, exportBookingNfe, webhookExporter } from '@/src/server/business/nfe-export';
import { getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { fiscalOutbox } from '@/src/server/db/schema';
import { loadOrder } from '@/src/server/orders/order-record';
import type { TestDatabase } from '@/tests/support/test-database';
import { serveApiRoute, type RouteServer } from '@/tests/support/api-route-server';
import {
  AERO,
  AERO_STAFF_EMAIL,
  closeSeededDatabase,
  MERCADO_STAFF_EMAIL,
  openSeededDatabase,
  SHOPPER_EMAIL,
} from '../graphql-harness';
import { bearer } from '../orders/orders-fixture';
import { makeAccount, meeting, orderInput, packageLine, place } from './after-booking-fixture';

let t: TestDatabase;
let route: RouteServer;
let orderId: string;
const BIA = 'bia@nfe.test';

beforeAll(async () => {
  t = await openSeededDatabase();
  route = await serveApiRoute((await import('@/pages/api/staff/nfe-export')).default, () => ({}));
  const corp = await makeAccount(t, { cnpj: '98765432000198', name: 'Notas', booker: BIA });
  await place(t, BIA, orderInput(corp.accountId, [packageLine()]));
  const booked = await place(
    t,
    BIA,
    orderInput(corp.accountId, [meeting(corp.clientId, undefined, { useCredit: true }), meeting(corp.clientId)]),
  );
  orderId = booked.data!.createOrder._id;
}, 60_000);
afterAll(async () => {
  await route?.close();
  await closeSeededDatabase(t);
});

describe('each booking through the fiscal adapter', () => {
  it('the demo keeps one record per line: the CNPJ invoiced, the service, amounts, unknown taxes null', async () => {
    const kept = await t.db.select().from(fiscalOutbox).where(eq(fiscalOutbox.orderId, orderId));
    expect(kept).toHaveLength(2);
    const [credit, paid] = kept
      .sort((a, b) => a.linePosition - b.linePosition)
      .map((k) => k.record as unknown as NfeRecord);
    expect(paid).toMatchObject({
      schema: 'nfe-export/1',
      line: 2,
      taker: { cnpj: '98765432000198', legalName: 'Notas Ltda', invoiceEmail: 'financeiro@notas.test' },
      provider: { name: 'Aeroporto Internacional — Serviços', cnpj: null },
      service: { itemId: 'aero-hospitalidade-08', description: 'Recepção corporativa', client: 'Cliente Notas' },
      amounts: { unitPrice: 390, gross: 390, discount: 0, net: 390 },
      paidWithCredit: false,
      payment: { method: 'ON_ACCOUNT', status: 'PENDING' },
      taxes: {
        serviceCode: null,
        issRate: null,
        iss: null,
        pis: null,
        cofins: null,
        csll: null,
        irrf: null,
        inss: null,
      },
    });
    expect(credit).toMatchObject({ line: 1, amounts: { gross: 0 }, paidWithCredit: true });
  });

  it('a real deployment without an invoicing system sends nothing; with one, the records are POSTed (stand-in)', async () => {
    expect(createFiscalExporter(t.db, { ROOT_DOMAIN: 'loja.com.br' }).kind).toBe('none');
    expect(createFiscalExporter(t.db, { ROOT_DOMAIN: 'localhost' }).kind).toBe('outbox');
    expect(
      createFiscalExporter(t.db, { ROOT_DOMAIN: 'loja.com.br', FISCAL_EXPORT_URL: 'https://nf.test/in' }).kind,
    ).toBe('webhook');
    const sent: { url: string; auth: string | null; body: { records: NfeRecord[] } }[] = [];
    const exporter = webhookExporter({ url: 'https://nf.test/in', token: 'segredo' }, (async (
      url: string,
      init: RequestInit,
    ) => {
      sent.push({
        url,
        auth: (init.headers as Record<string, string>).authorization ?? null,
        body: JSON.parse(String(init.body)),
      });
      return new Response('{}', { status: 202 });
    }) as typeof fetch);
    const snap = (await getCompanySnapshot(t.db, 'aeroporto'))!;
    await exportBookingNfe(t.db, snap, (await loadOrder(t.db, snap.companyId, orderId))!, exporter);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'https://nf.test/in', auth: 'Bearer segredo' });
    expect(sent[0].body.records.map((r) => r.line)).toEqual([1, 2]);
  });
});

describe("the month's export for the store's staff (GET /api/staff/nfe-export)", () => {
  const get = async (query: string, email?: string) =>
    route.send(`/api/staff/nfe-export?${query}`, {
      headers: { host: AERO, ...(email ? { authorization: await bearer(t, email) } : {}) },
    });

  it('as CSV: every line of the month’s company bookings, the package too', async () => {
    const answer = await get('month=2026-11&format=csv', AERO_STAFF_EMAIL);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="nfe-aeroporto-2026-11.csv"');
    const rows = answer.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^pedido,linha,situacao,data_pedido,data_servico,cnpj_prestador,cnpj_tomador,/);
    const ours = rows.filter((r) => r.includes('98765432000198'));
    expect(ours).toHaveLength(3);
    expect(ours.some((r) => r.includes('Pacote corporativo — 5 recepções') && r.includes(',1750.00,'))).toBe(true);
  });

  it('as JSON, with the month named', async () => {
    const answer = await get('month=2026-11&format=json', AERO_STAFF_EMAIL);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as { month: string; records: NfeRecord[] };
    expect(body.month).toBe('2026-11');
    expect(body.records.filter((r) => r.taker.cnpj === '98765432000198')).toHaveLength(3);
    const another = JSON.parse((await get('month=2026-08&format=json', AERO_STAFF_EMAIL)).text);
    expect(another.records).toEqual([]);
  });

  it('a bad month or format is 400', async () => {
    expect((await get('month=2026-13', AERO_STAFF_EMAIL)).status).toBe(400);
    expect((await get('month=2026-11&format=xml', AERO_STAFF_EMAIL)).status).toBe(400);
  });

  it.each([
    ['signed out', undefined],
    ['a shopper', SHOPPER_EMAIL],
    ['the booker herself', BIA],
    ["another company's staff", MERCADO_STAFF_EMAIL],
  ])('%s gets 404', async (_name, email) => {
    const answer = await get('month=2026-11&format=csv', email);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('98765432000198');
  });
});
