/**
 * Paying a month's statement (issue 18, point 6) through GraphQL against the seeded PGlite with the demo's sandbox:
 * October's bookings on account are charged by PIX Cobrança or boleto once October is over, due on 15 November or
 * 3 days on; the statement PDF shows the due date and the code; the sandbox pays when the demo marks it, which marks
 * the bookings paid (receipts, the limit freed). The refusals are translated; the sandbox and its button exist only
 * on the demo; the Asaas adapter is checked against a stand-in of its API (an outside service, mocked).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barcodeOfLine } from '@/src/domain/business/statement-charge';
import { statementMonth } from '@/src/domain/business/statement';
import { parseBrCode } from '@/src/domain/payments/br-code';
import { openOnAccountCents } from '@/src/server/business/business-booking';
import { statementPdf, statementRows } from '@/src/server/business/business-statement';
import {
  liveStatementCharge,
  requestStatementPayment,
  simulateStatementPayment,
} from '@/src/server/business/statement-charges';
import {
  asaasStatementPayments,
  createStatementPayments,
  sandboxStatementPayments,
} from '@/src/server/business/statement-payments';
import { getCompanySnapshot } from '@/src/server/catalog/company-snapshot';
import { orders } from '@/src/server/db/schema';
import { BusinessError } from '@/src/server/business/business-error';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, gql, openSeededDatabase, type AnyJson } from '../graphql-harness';
import { bearer, call, CANCEL, codesOf } from '../orders/orders-fixture';
import { airportId, makeAccount, meeting, orderInput, place } from './after-booking-fixture';
import { pdfText } from './pdf-text';

const CHARGE_FIELDS = '_id month method amount dueDate status pixCopyPaste pixQrCodeSvg boletoLine paidAt sandbox';
const PAY = `mutation Pay($accountId: ID!, $month: String!, $method: StatementChargeMethod!) {
  payBusinessStatement(accountId: $accountId, month: $month, method: $method) { ${CHARGE_FIELDS} } }`;
const READ = `query Charge($accountId: ID!, $month: String!) {
  businessStatementCharge(accountId: $accountId, month: $month) { ${CHARGE_FIELDS} } }`;
const SIMULATE = `mutation Simulate($accountId: ID!, $chargeId: ID!) {
  simulateStatementPayment(accountId: $accountId, chargeId: $chargeId) { ${CHARGE_FIELDS} } }`;

const OCTOBER = '2026-10-14T12:00:00.000-03:00';
const BIA = 'bia@fatura.test';
let t: TestDatabase;
let corp: Awaited<ReturnType<typeof makeAccount>>;
let kept: string;
let aero: string;

beforeAll(async () => {
  t = await openSeededDatabase();
  aero = await airportId(t);
  corp = await makeAccount(t, { cnpj: '98765432000198', name: 'Fatura', booker: BIA });
  await makeAccount(t, { cnpj: '11444777000161', name: 'Outra', booker: 'carla@outra-fatura.test' });
  // Two receptions on account in October; one is cancelled.
  const october = (time: string) =>
    place(
      t,
      BIA,
      orderInput(corp.accountId, [meeting(corp.clientId, time)], 'ON_ACCOUNT', '2026-10-20T12:00:00.000-03:00'),
      {
        now: OCTOBER,
      },
    );
  kept = (await october('2026-10-20T06:40:00-03:00')).data!.createOrder._id;
  const dropped = (await october('2026-10-21T06:40:00-03:00')).data!.createOrder._id;
  await call(CANCEL, { host: AERO, authorization: await bearer(t, BIA), variables: { id: dropped }, now: OCTOBER });
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const as = async (email: string, query: string, variables: Record<string, unknown>, lang?: string) =>
  gql(query, { host: AERO, authorization: await bearer(t, email), variables, lang });

describe("October's statement, once October is over", () => {
  let pix: AnyJson;

  it('is charged by PIX Cobrança: a BR Code for the open bookings to the store’s key, due in 3 days', async () => {
    const answer = await as(BIA, PAY, { accountId: corp.accountId, month: '2026-10', method: 'PIX' });
    expect(answer.errors).toBeUndefined();
    pix = answer.data!.payBusinessStatement;
    // Asked on 23 November: the 15th has passed, so 3 days on.
    expect(pix).toMatchObject({
      month: '2026-10',
      method: 'PIX',
      amount: 390,
      dueDate: '2026-11-26',
      status: 'PENDING',
    });
    expect(pix).toMatchObject({ sandbox: true, boletoLine: null });
    const parsed = parseBrCode(pix.pixCopyPaste);
    expect(parsed).toMatchObject({ ok: true, fields: { amountCents: 39_000, key: 'pagamentos@aeroporto.test' } });
    expect(pix.pixQrCodeSvg).toMatch(/^<svg/);
  });

  it('the same method again answers the same charge; a boleto replaces it', async () => {
    const again = (await as(BIA, PAY, { accountId: corp.accountId, month: '2026-10', method: 'PIX' })).data!;
    expect(again.payBusinessStatement._id).toBe(pix._id);
    const boleto = (await as(BIA, PAY, { accountId: corp.accountId, month: '2026-10', method: 'BOLETO' })).data!
      .payBusinessStatement;
    expect(boleto._id).not.toBe(pix._id);
    expect(boleto).toMatchObject({ method: 'BOLETO', amount: 390, pixCopyPaste: null });
    const barcode = barcodeOfLine(boleto.boletoLine);
    expect(barcode).not.toBeNull();
    expect(barcode!.slice(0, 3)).toBe('000');
    expect(barcode!.slice(9, 19)).toBe('0000039000');
    const read = (await as(BIA, READ, { accountId: corp.accountId, month: '2026-10' })).data!.businessStatementCharge;
    expect(read._id).toBe(boleto._id);
  });

  it('the statement PDF shows the due date and the boleto line', async () => {
    const month = statementMonth('2026-10.pdf')!;
    const rows = await statementRows(t.db, { accountId: corp.accountId, companyId: aero, ...month });
    const charge = await liveStatementCharge(t.db, { accountId: corp.accountId, companyId: aero, month: '2026-10' });
    const text = pdfText(
      await statementPdf(t.db, { accountId: corp.accountId, month: '2026-10', merchant: 'Aero', rows, charge }),
    );
    expect(text).toContain('vencimento 26/11/2026');
    expect(text).toContain(`Linha digitável: ${charge!.boletoLine}`);
  });

  it('the sandbox pays it when the demo marks it: the bookings are paid, get receipts and free the limit', async () => {
    expect(await openOnAccountCents(t.db, corp.accountId, aero)).toBe(39_000);
    const charge = (await as(BIA, READ, { accountId: corp.accountId, month: '2026-10' })).data!.businessStatementCharge;
    const paid = await as(BIA, SIMULATE, { accountId: corp.accountId, chargeId: charge._id });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.simulateStatementPayment).toMatchObject({ status: 'PAID', boletoLine: null });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, kept));
    expect(row.payment).toMatchObject({ method: 'ON_ACCOUNT', status: 'PAID', statementChargeId: charge._id });
    expect(await openOnAccountCents(t.db, corp.accountId, aero)).toBe(0);
    const order = await as(BIA, `query O($id: ID!) { order(id: $id) { receiptUrl } }`, { id: kept });
    expect(order.data!.order.receiptUrl).toBe(`/api/orders/${kept}/receipt`);
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.businessAccountId, [corp.accountId]));
    expect(rows.filter((o) => o.status === 'CANCELED').every((o) => o.payment?.status !== 'PAID')).toBe(true);
  });

  it('paid once, it cannot be charged again', async () => {
    const again = await as(BIA, PAY, { accountId: corp.accountId, month: '2026-10', method: 'PIX' }, 'es');
    expect(codesOf(again)).toEqual(['STATEMENT_ALREADY_PAID']);
    expect(again.errors![0].message).toBe('La factura de este mes ya está pagada.');
  });
});

describe('refusals', () => {
  it.each([
    ['2026-11', 'STATEMENT_MONTH_NOT_CLOSED', 'A fatura deste mês só pode ser paga depois que o mês terminar.'],
    ['2026-13', 'STATEMENT_MONTH_INVALID', 'Mês inválido: use AAAA-MM.'],
    ['2026-09', 'STATEMENT_NOTHING_TO_PAY', 'Não há reservas faturadas em aberto neste mês.'],
  ])('%s: %s', async (month, code, message) => {
    const answer = await as(BIA, PAY, { accountId: corp.accountId, month, method: 'PIX' });
    expect(codesOf(answer)).toEqual([code]);
    expect(answer.errors![0].message).toBe(message);
  });

  it("another company's member neither reads nor pays nor marks it", async () => {
    const charge = await liveStatementCharge(t.db, { accountId: corp.accountId, companyId: aero, month: '2026-10' });
    const carla = 'carla@outra-fatura.test';
    expect(codesOf(await as(carla, READ, { accountId: corp.accountId, month: '2026-10' }))).toEqual([
      'BUSINESS_NOT_FOUND',
    ]);
    expect(codesOf(await as(carla, PAY, { accountId: corp.accountId, month: '2026-10', method: 'PIX' }))).toEqual([
      'BUSINESS_NOT_FOUND',
    ]);
    expect(codesOf(await as(carla, SIMULATE, { accountId: corp.accountId, chargeId: charge!.id }))).toEqual([
      'BUSINESS_NOT_FOUND',
    ]);
  });
});

describe('only the demo has the sandbox', () => {
  it('a real deployment without a provider offers no statement payment', async () => {
    expect(createStatementPayments({ ROOT_DOMAIN: 'loja.com.br' })).toBeNull();
    expect(createStatementPayments({ ROOT_DOMAIN: 'localhost:3000' })?.kind).toBe('sandbox');
    expect(
      createStatementPayments({ ROOT_DOMAIN: 'loja.com.br', STATEMENT_PAYMENT_PROVIDER: 'asaas', ASAAS_API_KEY: 'k' })
        ?.kind,
    ).toBe('asaas');
    const viewer = { userId: corp.userId, email: BIA, role: 'shopper', companyId: null, emailVerified: true } as never;
    const snap = await getCompanySnapshot(t.db, 'aeroporto');
    await expect(
      requestStatementPayment(t.db, viewer, {
        accountId: corp.accountId,
        companyId: aero,
        month: '2026-10',
        method: 'PIX',
        snap: snap!,
        now: new Date('2026-11-23T15:00:00Z'),
        adapter: null,
      }),
    ).rejects.toMatchObject({ code: 'STATEMENT_PAYMENT_UNAVAILABLE' });
  });

  it('a real deployment cannot mark a charge paid', async () => {
    const charge = await liveStatementCharge(t.db, { accountId: corp.accountId, companyId: aero, month: '2026-10' });
    const viewer = { userId: corp.userId, email: BIA, role: 'shopper', companyId: null, emailVerified: true } as never;
    const refused = simulateStatementPayment(t.db, viewer, {
      accountId: corp.accountId,
      companyId: aero,
      chargeId: charge!.id,
      now: new Date(),
      env: { ROOT_DOMAIN: 'loja.com.br' },
    });
    await expect(refused).rejects.toBeInstanceOf(BusinessError);
    await expect(refused).rejects.toMatchObject({ code: 'STATEMENT_CHARGE_NOT_FOUND' });
  });
});

describe('the adapters', () => {
  const request = {
    chargeId: '7d1f0c2e-1111-4222-8333-444455556666',
    amountCents: 117_000,
    dueDate: '2026-12-15',
    month: '2026-11',
    payer: { cnpj: '11222333000181', legalName: 'Viagens Corp Ltda', email: 'financeiro@viagenscorp.test' },
    merchant: { name: 'Aeroporto', pixKey: null },
  };

  it('the sandbox: a valid BR Code (a stand-in key without the store’s) and a boleto line with valid digits', async () => {
    const sandbox = sandboxStatementPayments();
    const pix = await sandbox.issue({ ...request, method: 'PIX' });
    expect(parseBrCode(pix.pixCopyPaste!)).toMatchObject({ ok: true, fields: { amountCents: 117_000 } });
    const boleto = await sandbox.issue({ ...request, method: 'BOLETO' });
    expect(barcodeOfLine(boleto.boletoLine!)).not.toBeNull();
    expect(await sandbox.isPaid(boleto.providerRef)).toBe(false);
  });

  it('Asaas (its API mocked): customer, charge, PIX payload; paid once Asaas says RECEIVED', async () => {
    const calls: { url: string; method: string; body: unknown; key: string | null }[] = [];
    const answers: Record<string, unknown> = {
      'POST /customers': { id: 'cus_1' },
      'POST /payments': { id: 'pay_1' },
      'GET /payments/pay_1/pixQrCode': { payload: '00020126...6304ABCD' },
      'GET /payments/pay_1': { status: 'RECEIVED' },
    };
    const fetcher = (async (url: string, init: RequestInit) => {
      const path = url.replace('https://sandbox.asaas.test/v3', '');
      calls.push({
        url: path,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : null,
        key: (init.headers as Record<string, string>).access_token ?? null,
      });
      const answer = answers[`${init.method ?? 'GET'} ${path}`];
      return new Response(JSON.stringify(answer ?? {}), { status: answer ? 200 : 404 });
    }) as typeof fetch;
    const asaas = asaasStatementPayments({ apiKey: 'key_test', baseUrl: 'https://sandbox.asaas.test/v3' }, fetcher);
    const issued = await asaas.issue({ ...request, method: 'PIX' });
    expect(issued).toEqual({ providerRef: 'pay_1', pixCopyPaste: '00020126...6304ABCD', boletoLine: null });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/customers',
      key: 'key_test',
      body: { cpfCnpj: '11222333000181' },
    });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/payments',
      body: {
        customer: 'cus_1',
        billingType: 'PIX',
        value: 1170,
        dueDate: '2026-12-15',
        externalReference: request.chargeId,
      },
    });
    expect(await asaas.isPaid('pay_1')).toBe(true);
    await expect(asaas.isPaid('pay_unknown')).rejects.toThrow(/404/);
  });
});
