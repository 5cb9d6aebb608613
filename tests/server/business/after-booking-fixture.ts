/**
 * Shared set-up of the tests of company buyers after the booking (credits, receipts, statement payment, reports):
 * business accounts made on the spot with a booker each, approved by the airport, and the orders as the checkout
 * sends them (a package line is `{}`, a reception line names its client and meeting).
 */
import { eq } from 'drizzle-orm';
import {
  businessAccounts,
  businessClients,
  businessCreditLines,
  businessMembers,
  companies,
  users,
} from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import { bearer, call, CREATE } from '../orders/orders-fixture';
import { AERO } from '../graphql-harness';

export const RECEPTION = 'aero-hospitalidade-08';
export const PACKAGE = 'aero-hospitalidade-09';
export const MEET_ARRIVAL = 'aero-hospitalidade-02';
const CATEGORY: Record<string, string> = {
  [RECEPTION]: 'aero-hospitalidade-empresas',
  [PACKAGE]: 'aero-hospitalidade-empresas',
  [MEET_ARRIVAL]: 'aero-hospitalidade-passageiros',
};

export async function airportId(t: TestDatabase): Promise<string> {
  const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'aeroporto'));
  return row.id;
}

/** An account (approved on account by the airport unless `approved: false`) with one booker and one saved client. */
export async function makeAccount(
  t: TestDatabase,
  c: { cnpj: string; name: string; booker: string; approved?: boolean },
): Promise<{ accountId: string; clientId: string; userId: string }> {
  const [account] = await t.db
    .insert(businessAccounts)
    .values({
      cnpj: c.cnpj,
      legalName: `${c.name} Ltda`,
      tradeName: c.name,
      invoiceEmail: `financeiro@${c.name.toLowerCase()}.test`,
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
  const [user] = await t.db
    .insert(users)
    .values({ email: c.booker, name: `Reservas ${c.name}`, emailVerified: true, phone: '+5511987654321' })
    .returning({ id: users.id });
  await t.db.insert(businessMembers).values({ businessAccountId: account.id, userId: user.id, role: 'booker' });
  if (c.approved !== false)
    await t.db.insert(businessCreditLines).values({
      businessAccountId: account.id,
      companyId: await airportId(t),
      status: 'approved',
      limitCents: 1_000_000,
    });
  const [client] = await t.db
    .insert(businessClients)
    .values({ businessAccountId: account.id, name: `Cliente ${c.name}`, phone: '+447700900123', language: 'en' })
    .returning({ id: businessClients.id });
  return { accountId: account.id, clientId: client.id, userId: user.id };
}

export interface Line {
  itemId: string;
  business: Record<string, unknown>;
}

/** A reception (or another meeting) for the saved client at `time`, optionally paid with a credit. */
export const meeting = (clientId: string, time = '2026-11-26T06:40:00-03:00', more: Record<string, unknown> = {}) => ({
  itemId: RECEPTION,
  business: {
    clientId,
    direction: 'ARRIVAL',
    flightNumber: 'LA 3040',
    time,
    meetingPoint: 'Desembarque, saída B',
    people: 1,
    ...more,
  },
});
export const packageLine = (more: Record<string, unknown> = {}): Line => ({ itemId: PACKAGE, business: { ...more } });

/** The order input: on account with a cost centre, or paid by `payment` ({ method: 'PIX' }). */
export function orderInput(
  accountId: string,
  lines: Line[],
  payment: 'ON_ACCOUNT' | { method: string } = 'ON_ACCOUNT',
  scheduledFor = '2026-11-25T12:00:00.000-03:00',
) {
  return {
    catalogId: 'aero-hospitalidade',
    items: lines.map((l) => ({ categoryId: CATEGORY[l.itemId], itemId: l.itemId, quantity: 1 })),
    operationWay: { type: 'booking', time: 'schedule', scheduledFor },
    customer: { name: 'Ignored', email: 'ignored@x.test' },
    ...(payment === 'ON_ACCOUNT' ? {} : { payment }),
    business: {
      accountId,
      onAccount: payment === 'ON_ACCOUNT',
      costCentre: payment === 'ON_ACCOUNT' ? 'CC-Comercial' : null,
      lines: lines.map((l) => l.business),
    },
  };
}

export async function place(
  t: TestDatabase,
  email: string,
  input: unknown,
  options: { lang?: string; now?: string } = {},
) {
  return call(CREATE, {
    host: AERO,
    authorization: await bearer(t, email),
    lang: options.lang,
    now: options.now,
    variables: { input, key: `key-${crypto.randomUUID()}` },
  });
}
