/**
 * A business account's admin asks the host's company for invoicing (requestBusinessCreditLine), through GraphQL
 * against the seeded PGlite: the line is created as REQUESTED with limit 0 and the moment and note of the request;
 * asking again (or twice at once) keeps that one line; a booker, a guest, a stranger and a too-long note are refused
 * with translated codes; an approved or suspended line is refused and left as the staff decided it. The staff list
 * shows the requests first, oldest first, with when they were asked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCreditLines, businessMembers, companies, users } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  AERO,
  AERO_STAFF_EMAIL,
  closeSeededDatabase,
  gql,
  MERCADO,
  openSeededDatabase,
  type AnyJson,
} from '../graphql-harness';
import { bearer, codesOf } from '../orders/orders-fixture';
import { airportId, makeAccount, meeting, orderInput, place } from './after-booking-fixture';

const REQUEST = /* GraphQL */ `
  mutation Request($accountId: ID!, $note: String) {
    requestBusinessCreditLine(accountId: $accountId, note: $note) {
      _id
      creditLine {
        status
        limit
        available
      }
    }
  }
`;
const SET = /* GraphQL */ `
  mutation Set($accountId: ID!, $status: BusinessCreditLineStatus!, $limit: Float!) {
    setBusinessCreditLine(accountId: $accountId, status: $status, limit: $limit) {
      status
    }
  }
`;
const LIST = /* GraphQL */ `
  query Lines {
    companyBusinessCreditLines {
      accountId
      tradeName
      status
      requestedAt
      requestNote
    }
  }
`;
const NOW = '2026-11-24T10:00:00.000-03:00';
const LATER = '2026-11-24T15:30:00.000-03:00';

/** A CNPJ from its first 12 digits and their two check digits. */
function cnpjOf(base: string): string {
  const digits = [...base].map(Number);
  const check = (weights: number[]) => {
    const rest = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(check([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

interface Company {
  accountId: string;
  clientId: string;
  admin: string;
  booker: string;
}

let t: TestDatabase;
let serial = 0;

/** A business account with a booker (makeAccount) and an admin, with no line with any store. */
async function makeCompany(name: string): Promise<Company> {
  serial += 1;
  const slug = name.toLowerCase().replace(/[^a-z]/g, '');
  const booker = `reservas@${slug}.test`;
  const admin = `admin@${slug}.test`;
  const made = await makeAccount(t, {
    cnpj: cnpjOf(`5${String(serial).padStart(3, '0')}21470001`),
    name,
    booker,
    approved: false,
  });
  const [user] = await t.db
    .insert(users)
    .values({ email: admin, name: `Admin ${name}`, emailVerified: true })
    .returning({ id: users.id });
  await t.db.insert(businessMembers).values({ businessAccountId: made.accountId, userId: user.id, role: 'admin' });
  return { accountId: made.accountId, clientId: made.clientId, admin, booker };
}

async function ask(
  email: string | null,
  accountId: string,
  options: { note?: string | null; lang?: string; now?: string; host?: string } = {},
) {
  return gql(REQUEST, {
    host: options.host ?? AERO,
    authorization: email ? await bearer(t, email) : undefined,
    variables: { accountId, note: options.note },
    now: options.now ?? NOW,
    lang: options.lang,
  });
}

async function linesOf(accountId: string) {
  return t.db.select().from(businessCreditLines).where(eq(businessCreditLines.businessAccountId, accountId));
}

async function airportLine(accountId: string) {
  const [line] = await t.db
    .select()
    .from(businessCreditLines)
    .where(
      and(eq(businessCreditLines.businessAccountId, accountId), eq(businessCreditLines.companyId, await airportId(t))),
    );
  return line;
}

const decide = async (accountId: string, status: 'APPROVED' | 'SUSPENDED', limit: number) =>
  gql(SET, {
    host: AERO,
    authorization: await bearer(t, AERO_STAFF_EMAIL),
    variables: { accountId, status, limit },
    now: NOW,
  });

let rota: Company;

beforeAll(async () => {
  t = await openSeededDatabase();
  rota = await makeCompany('Rota Pedido');
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

describe('who may ask for invoicing', () => {
  it('refuses a guest with UNAUTHENTICATED', async () => {
    expect(codesOf(await ask(null, rota.accountId))).toEqual(['UNAUTHENTICATED']);
    expect(await linesOf(rota.accountId)).toEqual([]);
  });

  it('refuses a booker of the company with CREDIT_REQUEST_ADMIN_ONLY, in her language', async () => {
    const en = await ask(rota.booker, rota.accountId, { lang: 'en' });
    expect(codesOf(en)).toEqual(['CREDIT_REQUEST_ADMIN_ONLY']);
    expect(en.errors![0].message).toBe("Only one of the company's admins can request invoicing. Ask one of them.");
    const es = await ask(rota.booker, rota.accountId, { lang: 'es' });
    expect(es.errors![0].message).toBe(
      'Solo un administrador de la empresa puede solicitar facturación. Pídeselo a uno de ellos.',
    );
    const pt = await ask(rota.booker, rota.accountId);
    expect(pt.errors![0].message).toBe('Só um administrador da empresa pode pedir faturamento. Peça a um deles.');
    expect(await linesOf(rota.accountId)).toEqual([]);
  });

  it("refuses another company's admin, and the store's staff, as if the account did not exist", async () => {
    const other = await makeCompany('Outra Agencia');
    for (const email of [other.admin, AERO_STAFF_EMAIL]) {
      const refused = await ask(email, rota.accountId, { lang: 'en' });
      expect(codesOf(refused)).toEqual(['BUSINESS_NOT_FOUND']);
      expect(refused.errors![0].message).toBe('This company is not one of yours.');
    }
    expect(codesOf(await ask(other.admin, 'no-such-account'))).toEqual(['BUSINESS_NOT_FOUND']);
    expect(await linesOf(rota.accountId)).toEqual([]);
  });

  it('refuses a note over 300 characters at its field, translated, and creates nothing', async () => {
    const refused = await ask(rota.admin, rota.accountId, { note: 'x'.repeat(301), lang: 'es' });
    expect(codesOf(refused)).toEqual(['CREDIT_REQUEST_NOTE_TOO_LONG']);
    expect(refused.errors![0].extensions).toMatchObject({ fields: { note: 'CREDIT_REQUEST_NOTE_TOO_LONG' } });
    expect(refused.errors![0].message).toBe('La nota para la tienda tiene como máximo 300 caracteres.');
    expect(await linesOf(rota.accountId)).toEqual([]);
  });
});

describe('asking', () => {
  it("an admin's request creates the host's line as REQUESTED, limit 0, with when and her note", async () => {
    const done = await ask(rota.admin, rota.accountId, { note: '  Cerca de 20 recepções\npor mês  ' });
    expect(done.errors).toBeUndefined();
    expect(done.data!.requestBusinessCreditLine).toEqual({
      _id: rota.accountId,
      creditLine: { status: 'REQUESTED', limit: 0, available: 0 },
    });
    const lines = await linesOf(rota.accountId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      companyId: await airportId(t),
      status: 'requested',
      limitCents: 0,
      approvedBy: null,
      requestNote: 'Cerca de 20 recepções por mês',
    });
    expect(lines[0].requestedAt!.toISOString()).toBe(new Date(NOW).toISOString());
  });

  it('asking again while under review answers the same line, unchanged (time and note kept)', async () => {
    const again = await ask(rota.admin, rota.accountId, { note: 'Outro recado', now: LATER });
    expect(again.errors).toBeUndefined();
    expect(again.data!.requestBusinessCreditLine.creditLine).toEqual({ status: 'REQUESTED', limit: 0, available: 0 });
    const lines = await linesOf(rota.accountId);
    expect(lines).toHaveLength(1);
    expect(lines[0].requestedAt!.toISOString()).toBe(new Date(NOW).toISOString());
    expect(lines[0].requestNote).toBe('Cerca de 20 recepções por mês');
  });

  it('two requests at once make one line', async () => {
    const racer = await makeCompany('Corrida Pedido');
    const both = await Promise.all([ask(racer.admin, racer.accountId), ask(racer.admin, racer.accountId)]);
    expect(both.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(both.map((r) => r.data!.requestBusinessCreditLine.creditLine.status)).toEqual(['REQUESTED', 'REQUESTED']);
    expect(await linesOf(racer.accountId)).toHaveLength(1);
  });

  it("the request is to the host's company only: asking on the shop's host leaves the airport's line alone", async () => {
    const shopper = await makeCompany('Feira Pedido');
    const done = await ask(shopper.admin, shopper.accountId, { host: MERCADO });
    expect(done.errors).toBeUndefined();
    const [mercado] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'mercado'));
    expect((await linesOf(shopper.accountId)).map((l) => l.companyId)).toEqual([mercado.id]);
    expect(await airportLine(shopper.accountId)).toBeUndefined();
  });

  it('a line under review does not book on account', async () => {
    const result = await place(t, rota.booker, orderInput(rota.accountId, [meeting(rota.clientId)]));
    expect(codesOf(result)).toEqual(['BUSINESS_ACCOUNT_NOT_APPROVED']);
  });
});

describe("the staff's list", () => {
  it('shows the requests first, oldest first, with when they were asked and the note; the rest by trade name', async () => {
    // Asked later than Rota Pedido, and alphabetically before it.
    const later = await makeCompany('Agencia Tardia');
    expect((await ask(later.admin, later.accountId, { now: LATER })).errors).toBeUndefined();
    // Alphabetically first of all, but decided: below the requests.
    const decided = await makeCompany('Aaa Decidida');
    expect((await decide(decided.accountId, 'APPROVED', 100)).errors).toBeUndefined();

    const list = await gql(LIST, { host: AERO, authorization: await bearer(t, AERO_STAFF_EMAIL) });
    expect(list.errors).toBeUndefined();
    const lines: AnyJson[] = list.data!.companyBusinessCreditLines;
    const names = lines.map((l) => l.tradeName);
    const requested = lines.filter((l) => l.status === 'REQUESTED').map((l) => l.tradeName);
    // Corrida and Rota asked at the same moment (then by trade name); Agencia Tardia, first by name, asked later.
    expect(requested).toEqual(['Corrida Pedido', 'Rota Pedido', 'Agencia Tardia']);
    expect(names.slice(0, requested.length)).toEqual(requested);
    expect(lines.find((l) => l.tradeName === 'Rota Pedido')).toMatchObject({
      requestNote: 'Cerca de 20 recepções por mês',
    });
    // On the store's clock (São Paulo), as the board reads the offset.
    expect(lines.find((l) => l.tradeName === 'Rota Pedido').requestedAt).toBe(NOW);
    const rest = lines.slice(requested.length);
    expect(rest.every((l) => l.status !== 'REQUESTED')).toBe(true);
    expect(rest.map((l) => l.tradeName)).toEqual([...rest.map((l) => l.tradeName)].sort((a, b) => a.localeCompare(b)));
    expect(rest[0]).toMatchObject({ tradeName: 'Aaa Decidida', status: 'APPROVED', requestedAt: null });
  });
});

describe('after the staff decided', () => {
  it('an approved line is refused with CREDIT_LINE_ALREADY_APPROVED and keeps its limit', async () => {
    expect((await decide(rota.accountId, 'APPROVED', 5000)).errors).toBeUndefined();
    const refused = await ask(rota.admin, rota.accountId);
    expect(codesOf(refused)).toEqual(['CREDIT_LINE_ALREADY_APPROVED']);
    expect(refused.errors![0].message).toBe('Esta loja já aprovou o faturamento da empresa.');
    expect(await airportLine(rota.accountId)).toMatchObject({ status: 'approved', limitCents: 500_000 });
  });

  it('a suspended line is refused with CREDIT_LINE_SUSPENDED (contact the store) and stays suspended', async () => {
    expect((await decide(rota.accountId, 'SUSPENDED', 5000)).errors).toBeUndefined();
    const refused = await ask(rota.admin, rota.accountId, { lang: 'en' });
    expect(codesOf(refused)).toEqual(['CREDIT_LINE_SUSPENDED']);
    expect(refused.errors![0].message).toBe(
      'The store has suspended invoicing for the company. Contact the store to resume it.',
    );
    expect(await airportLine(rota.accountId)).toMatchObject({ status: 'suspended', limitCents: 500_000 });
  });
});
