/**
 * Booking meet & assist for a business account (issue 18, points 3, 4, 6) through GraphQL on the seeded demo: the
 * structured lines are checked and stored per line, two clients go in one order, the order carries the CNPJ and the
 * booker; on account nothing is charged, and the refusals: not a member (also a member of another company),
 * not approved, over the limit, another account's client, a past time.
 */
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { statementCsv, statementMonth } from '@/src/domain/business/statement';
import { isBusinessMember, statementPdf, statementRows } from '@/src/server/business/business-statement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAccounts,
  businessClients,
  businessCreditLines,
  businessMembers,
  companies,
  messageOutbox,
  orderLines,
  orders,
  users,
} from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { bearer, call, codesOf, CREATE } from '../orders/orders-fixture';

let t: TestDatabase;
let aeroId: string;
const ids = {} as Record<'corp' | 'other' | 'pending' | 'ana' | 'bruno' | 'strangerClient', string>;

async function account(cnpj: string, name: string) {
  const [row] = await t.db
    .insert(businessAccounts)
    .values({
      cnpj,
      legalName: `${name} Ltda`,
      tradeName: name,
      invoiceEmail: `financeiro@${name.toLowerCase()}.test`,
      billingAddress: {
        postalCode: '01310100',
        street: 'Av. Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    })
    .returning({ id: businessAccounts.id });
  return row.id;
}
async function member(email: string, accountId: string) {
  const [user] = await t.db
    .insert(users)
    .values({ email, name: 'Beatriz Reservas', emailVerified: true, phone: '+5511987654321' })
    .returning({ id: users.id });
  await t.db.insert(businessMembers).values({ businessAccountId: accountId, userId: user.id, role: 'booker' });
}

beforeAll(async () => {
  t = await openSeededDatabase();
  [{ id: aeroId }] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'aeroporto'));
  ids.corp = await account('98765432000198', 'Corp');
  ids.other = await account('11444777000161', 'Outra');
  ids.pending = await account('45723174000110', 'Pendente');
  await member('bia@corp.test', ids.corp);
  await member('carla@outra.test', ids.other);
  await member('dani@pendente.test', ids.pending);
  await t.db.insert(businessCreditLines).values([
    { businessAccountId: ids.corp, companyId: aeroId, status: 'approved', limitCents: 500_000 },
    { businessAccountId: ids.other, companyId: aeroId, status: 'approved', limitCents: 100_000 },
    { businessAccountId: ids.pending, companyId: aeroId, status: 'requested', limitCents: 100_000 },
  ]);
  const clients = await t.db
    .insert(businessClients)
    .values([
      { businessAccountId: ids.corp, name: 'Ana Director', phone: '+447700900123', language: 'en' },
      { businessAccountId: ids.corp, name: 'Bruno Cliente', phone: '+5511912345678', language: 'pt-BR' },
      { businessAccountId: ids.other, name: 'Cliente de Outra', language: 'es' },
    ])
    .returning({ id: businessClients.id });
  [ids.ana, ids.bruno, ids.strangerClient] = clients.map((c) => c.id);
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

// Monday noon (the harness clock) is 2026-11-23; the flights are on Tuesday.
const line = (clientId: string | null, time = '2026-11-24T06:40:00-03:00', extra: Record<string, unknown> = {}) => ({
  clientId,
  direction: 'ARRIVAL',
  flightNumber: 'la3040',
  time,
  signText: '',
  meetingPoint: 'Portão B, desembarque internacional',
  people: 2,
  ...extra,
});
const order = (business: Record<string, unknown>, count = 2) => ({
  catalogId: 'aero-hospitalidade',
  items: Array.from({ length: count }, () => ({
    categoryId: 'aero-hospitalidade-empresas',
    itemId: 'aero-hospitalidade-08',
    quantity: 1,
  })),
  operationWay: { type: 'booking', time: 'schedule', scheduledFor: '2026-11-25T12:00:00.000-03:00' },
  customer: { name: 'Ignored', email: 'ignored@x.test' },
  business,
});
const onAccount = (accountId: string, lines: unknown[]) => ({
  accountId,
  onAccount: true,
  costCentre: 'CC-Diretoria',
  purchaseOrder: 'PO-7781',
  lines,
});
const place = async (email: string, input: unknown, lang?: string) =>
  call(CREATE, {
    host: AERO,
    authorization: await bearer(t, email),
    lang,
    variables: { input, key: `key-${crypto.randomUUID()}` },
  });

describe('a member books meet & assist for two clients on account', () => {
  it('places one order, not charged, with the CNPJ, the booker, and each client on its own structured line', async () => {
    const placed = await place('bia@corp.test', order(onAccount(ids.corp, [line(ids.ana), line(ids.bruno)])));
    expect(placed.errors).toBeUndefined();
    const view = placed.data!.createOrder as { _id: string; payment: { method: string; status: string } };
    expect(view.payment).toMatchObject({ method: 'ON_ACCOUNT', status: 'PENDING' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, view._id));
    expect(row.businessAccountId).toBe(ids.corp);
    expect(row.customer).toMatchObject({
      identityDocument: '98765432000198',
      identityDocumentType: 'CNPJ',
      email: 'bia@corp.test',
      name: 'Beatriz Reservas',
    });
    expect(row.paymentDueAt).toBeNull();
    expect(row.params).toEqual(
      expect.arrayContaining([
        { key: 'costCentre', value: 'CC-Diretoria' },
        { key: 'purchaseOrder', value: 'PO-7781' },
      ]),
    );
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, view._id));
    expect(lines.map((l) => l.businessClientId).sort()).toEqual([ids.ana, ids.bruno].sort());
    const ana = lines.find((l) => l.businessClientId === ids.ana)!;
    expect(ana.bookingDetails).toMatchObject({
      clientName: 'Ana Director',
      clientLanguage: 'en',
      direction: 'ARRIVAL',
      flightNumber: 'LA 3040',
      time: '2026-11-24T06:40:00.000-03:00',
      signText: 'Ana Director',
      people: 2,
    });
    // Each client is told in their own language (the demo's outbox stands in for WhatsApp), with the voucher link.
    const messages = await t.db.select().from(messageOutbox);
    const toAna = messages.find((m) => m.to === '+447700900123')!;
    expect(toAna.channel).toBe('whatsapp');
    expect(toAna.text).toContain('Hello, Ana Director!');
    expect(toAna.text).toContain('Meeting point: Portão B, desembarque internacional');
    expect(toAna.text).toContain('+55 11 2445-0000');
    expect(toAna.text).toContain(`/status-pedido?id=${view._id}`);
    expect(messages.find((m) => m.to === '+5511912345678')!.text).toContain('Olá, Bruno Cliente!');
  });

  it('saves a new client typed in when asked', async () => {
    const placed = await place(
      'bia@corp.test',
      order(
        onAccount(ids.corp, [
          line(null, undefined, {
            newClient: { name: 'Diego Novo', phone: '+34 612 345 678', language: 'es', save: true },
          }),
        ]),
        1,
      ),
    );
    expect(placed.errors).toBeUndefined();
    const saved = await t.db.select().from(businessClients).where(eq(businessClients.name, 'Diego Novo'));
    expect(saved).toMatchObject([{ businessAccountId: ids.corp, phone: '+34612345678', language: 'es' }]);
  });
});

describe('refusals', () => {
  it('a signed-in user who is not a member, and a member of another company, get FORBIDDEN', async () => {
    await t.db.insert(users).values({ email: 'eve@nobody.test', name: 'Eve', emailVerified: true });
    const stranger = await place('eve@nobody.test', order(onAccount(ids.corp, [line(ids.ana)]), 1));
    expect(codesOf(stranger)).toEqual(['FORBIDDEN']);
    const other = await place('carla@outra.test', order(onAccount(ids.corp, [line(ids.ana)]), 1), 'es');
    expect(codesOf(other)).toEqual(['FORBIDDEN']);
    expect(other.errors![0].message).toBe('No eres miembro de esta empresa y no puedes reservar en su nombre.');
  });

  it('an account the merchant has not approved gets BUSINESS_ACCOUNT_NOT_APPROVED', async () => {
    const refused = await place('dani@pendente.test', order(onAccount(ids.pending, []), 0));
    // No lines at all is refused by the input's bounds first.
    expect(refused.errors).toBeDefined();
    const client = await t.db
      .insert(businessClients)
      .values({ businessAccountId: ids.pending, name: 'Cliente Pendente' })
      .returning({ id: businessClients.id });
    const pending = await place('dani@pendente.test', order(onAccount(ids.pending, [line(client[0].id)]), 1), 'en');
    expect(codesOf(pending)).toEqual(['BUSINESS_ACCOUNT_NOT_APPROVED']);
    expect(pending.errors![0].message).toBe('This supplier has not approved invoicing for this company yet.');
  });

  it('over the limit gets BUSINESS_CREDIT_LIMIT_REACHED, counting the open bookings on account', async () => {
    // Outra's limit is R$ 1.000: two receptions (R$ 780) pass, a third (R$ 1.170 in all) does not.
    const client = ids.strangerClient;
    const first = await place('carla@outra.test', order(onAccount(ids.other, [line(client), line(client)])));
    expect(first.errors).toBeUndefined();
    const over = await place('carla@outra.test', order(onAccount(ids.other, [line(client)]), 1));
    expect(codesOf(over)).toEqual(['BUSINESS_CREDIT_LIMIT_REACHED']);
    expect(over.errors![0].message).toBe('Esta reserva ultrapassa o limite de faturamento da empresa.');
  });

  it("another account's saved client is not found", async () => {
    const refused = await place('bia@corp.test', order(onAccount(ids.corp, [line(ids.strangerClient)]), 1));
    expect(codesOf(refused)).toEqual(['BUSINESS_CLIENT_NOT_FOUND']);
  });

  it('a bad field is refused with a code naming it and its path', async () => {
    const past = await place(
      'bia@corp.test',
      order(onAccount(ids.corp, [line(ids.ana, '2026-11-20T06:40:00-03:00')]), 1),
    );
    expect(codesOf(past)).toEqual(['BUSINESS_TIME_INVALID']);
    expect(past.errors![0].extensions).toMatchObject({ path: 'business.lines.0.time' });
    // The service runs 05:00–23:00 with two hours' notice: a client landing at 03:10, or in an hour, is refused at
    // that client's time, in the booker's language; the first client's time (06:40) is fine.
    const night = await place(
      'bia@corp.test',
      order(onAccount(ids.corp, [line(ids.ana), line(ids.bruno, '2026-11-24T03:10:00-03:00')])),
      'en',
    );
    expect(codesOf(night)).toEqual(['BUSINESS_TIME_UNAVAILABLE']);
    expect(night.errors![0].extensions).toMatchObject({ path: 'business.lines.1.time' });
    expect(night.errors![0].message).toBe(
      'The service is not available at this time: choose a time within its hours, with the notice it needs.',
    );
    const soon = await place(
      'bia@corp.test',
      order(onAccount(ids.corp, [line(ids.ana, '2026-11-23T13:00:00-03:00')]), 1),
    );
    expect(codesOf(soon)).toEqual(['BUSINESS_TIME_UNAVAILABLE']);
    const flight = await place(
      'bia@corp.test',
      order(onAccount(ids.corp, [line(ids.ana, undefined, { flightNumber: 'voo das 6' })]), 1),
    );
    expect(codesOf(flight)).toEqual(['BUSINESS_FLIGHT_NUMBER_INVALID']);
    const noCostCentre = await place(
      'bia@corp.test',
      order({ ...onAccount(ids.corp, [line(ids.ana)]), costCentre: ' ' }, 1),
    );
    expect(codesOf(noCostCentre)).toEqual(['BUSINESS_COST_CENTRE_INVALID']);
  });
});

/** The text drawn in a pdf-lib PDF: its content streams inflated, the hex strings of `Tj` decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      body = m[1];
    }
    for (const h of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(h[1], 'hex').toString('latin1'));
  }
  return out.join('\n');
}

describe("the month's statement", () => {
  it('lists every booking on account of the month with client, cost centre, PO and total, as PDF and CSV', async () => {
    const month = statementMonth('2026-11.pdf')!;
    const rows = await statementRows(t.db, {
      accountId: ids.corp,
      companyId: aeroId,
      start: month.start,
      end: month.end,
    });
    expect(rows.map((r) => r.client)).toEqual(['Ana Director', 'Bruno Cliente', 'Diego Novo']);
    expect(rows[0]).toMatchObject({ costCentre: 'CC-Diretoria', purchaseOrder: 'PO-7781', amountCents: 39_000 });
    const text = pdfText(await statementPdf(t.db, { accountId: ids.corp, month: '2026-11', merchant: 'Aero', rows }));
    expect(text).toContain('Ana Director');
    expect(text).toContain('Bruno Cliente');
    expect(text).toContain('24/11/2026 06:40');
    expect(text).toContain('Total: R$ 1170,00');
    expect(statementCsv(rows)).toContain(
      'Ana Director,Recepção corporativa,24/11/2026 06:40,CC-Diretoria,PO-7781,390.00',
    );
    const october = statementMonth('2026-10.csv')!;
    expect(await statementRows(t.db, { accountId: ids.corp, companyId: aeroId, ...october })).toEqual([]);
    expect(
      await isBusinessMember(
        t.db,
        ids.corp,
        (await t.db.select().from(users).where(eq(users.email, 'carla@outra.test')))[0].id,
      ),
    ).toBe(false);
  });
});
