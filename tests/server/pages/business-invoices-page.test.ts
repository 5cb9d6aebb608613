/**
 * /empresa/faturas through its declaration and the page loader, against the seeded demo: signed out, to /login and
 * back (as /conta); the demo company buyer sees her company's months (a booking on account placed here is in this
 * month's), each with its rows and total, and the limit left; someone in no company sees the way to create one;
 * another company's id in `?conta=` shows her own, never the other's.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { callAuth } from '@/tests/support/auth-handler';
import type { TestDatabase } from '@/tests/support/test-database';
import { businessAccounts, businessClients, users } from '@/src/server/db/schema';
import { hashPassword } from '@/src/server/identity/password';
import { loadPage } from '@/src/server/pages/page-loader';
import { PAGE_DATA_PROP } from '@/src/domain/pages/page-data-key';
import { businessInvoicesPage } from '@/src/features/business/business-pages';
import { AERO, closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '../graphql-harness';
import { bearer, call, CREATE } from '../orders/orders-fixture';

const BUYER = { email: 'reservas@viagenscorp.test', password: 'Reserva-Corporativa-2026' };
const NOBODY = { email: 'sem-empresa@exemplo.test', password: 'Senha-Sem-Empresa-1' };
type Jar = Map<string, string>;

let t: TestDatabase;
let buyer: Jar;
let nobody: Jar;
let accountId: string;
let ip = 10;

async function signIn(who: { email: string; password: string }): Promise<Jar> {
  const jar: Jar = new Map();
  const at = { host: AERO, ip: `198.51.100.${++ip}` };
  const { csrfToken } = (await callAuth('csrf', jar, at)).body as { csrfToken: string };
  await callAuth('callback/credentials', jar, {
    ...at,
    method: 'POST',
    body: { csrfToken, email: who.email, password: who.password, json: 'true', callbackUrl: '/' },
  });
  expect(jar.has('next-auth.session-token')).toBe(true);
  return jar;
}

function context(url: string, jar: Jar = new Map()) {
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { cookies: Record<string, string> };
  req.cookies = Object.fromEntries(jar);
  req.headers = {
    host: AERO,
    'x-company': 'aeroporto',
    cookie: [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
  };
  req.url = url;
  return {
    req,
    res: new ServerResponse(req),
    params: {},
    query: Object.fromEntries(new URL(url, 'http://x').searchParams),
    locale: 'pt-BR',
    defaultLocale: 'pt-BR',
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext;
}

async function propsOf(url: string, jar?: Jar) {
  const answer = (await loadPage(context(url, jar), businessInvoicesPage)) as { props?: Record<string, unknown> };
  if (!answer.props) throw new Error(`expected props, got ${JSON.stringify(answer)}`);
  return answer.props;
}

beforeAll(async () => {
  process.env.STORE_NOW = MONDAY_NOON;
  t = await openSeededDatabase();
  await t.db.insert(users).values({
    email: NOBODY.email,
    name: 'Sem Empresa',
    passwordHash: await hashPassword(NOBODY.password),
    emailVerified: true,
  });
  [buyer, nobody] = [await signIn(BUYER), await signIn(NOBODY)];
  [{ id: accountId }] = await t.db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.cnpj, '11222333000181'));
  const [helena] = await t.db.select().from(businessClients).where(eq(businessClients.name, 'Helena Prado'));
  const placed = await call(CREATE, {
    host: AERO,
    authorization: await bearer(t, BUYER.email),
    variables: {
      key: crypto.randomUUID(),
      input: {
        catalogId: 'aero-hospitalidade',
        items: [{ categoryId: 'aero-hospitalidade-passageiros', itemId: 'aero-hospitalidade-02', quantity: 1 }],
        operationWay: { type: 'booking', time: 'schedule', scheduledFor: '2026-11-24T05:00:00.000-03:00' },
        customer: { name: 'x', email: 'x@x.test' },
        business: {
          accountId,
          onAccount: true,
          costCentre: 'Diretoria',
          lines: [
            {
              clientId: helena.id,
              direction: 'ARRIVAL',
              flightNumber: 'LA 3040',
              time: '2026-11-24T06:40:00-03:00',
              meetingPoint: 'Saída do desembarque internacional',
              people: 1,
            },
          ],
        },
      },
    },
  });
  expect(placed.errors).toBeUndefined();
}, 120_000);
afterAll(async () => {
  delete process.env.STORE_NOW;
  await closeSeededDatabase(t);
});

describe('/empresa/faturas', () => {
  it('sends a visitor to sign in and back, as /conta does', async () => {
    const answer = await loadPage(context('/empresa/faturas'), businessInvoicesPage);
    expect(answer).toMatchObject({
      redirect: { destination: expect.stringMatching(/^\/login\?callbackUrl=%2Fempresa%2Ffaturas/) },
    });
  });

  it("shows the demo buyer's company: each month's bookings on account with their total, and the limit left", async () => {
    const props = await propsOf('/empresa/faturas', buyer);
    expect(props.accountId).toBe(accountId);
    const data = props[PAGE_DATA_PROP] as Record<string, unknown>;
    const statements = Object.entries(data).find(([key]) => key.startsWith('BusinessStatements'))?.[1];
    expect(statements).toMatchObject({
      // This month's booking, and the demo's reception on account 35 days ago (newest month first).
      businessStatements: [
        { month: '2026-11', bookings: 1, orders: 1, total: 290 },
        { month: '2026-10', bookings: 1, orders: 1, total: 390 },
      ],
      // R$ 20.000 approved by the airport, less the R$ 290 and R$ 390 booked on account and not yet paid.
      businessAccount: { creditLine: { status: 'APPROVED', limit: 20000, available: 19320 } },
    });
  });

  it('someone in no company gets the way to create one (no account, no statements read)', async () => {
    const props = await propsOf('/empresa/faturas', nobody);
    expect(props.accountId).toBeNull();
    expect(JSON.stringify(props[PAGE_DATA_PROP])).not.toContain('businessStatements');
  });

  it("another company's id in ?conta= shows nothing of it: the page falls back to her own", async () => {
    const props = await propsOf(`/empresa/faturas?conta=${accountId}`, nobody);
    expect(props.accountId).toBeNull();
    expect(JSON.stringify(props[PAGE_DATA_PROP])).not.toContain('2026-11');
  });
});
