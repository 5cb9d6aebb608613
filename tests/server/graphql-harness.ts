/**
 * Shared set-up of the GraphQL tests: one migrated test database per file (in-memory PGlite, or a fresh
 * database on TEST_DATABASE_URL's server) seeded with data/demo, made the process-wide database, and a
 * `gql()` helper that sends a request through Yoga exactly as the API route does: the company from the
 * host, the locale from accept-language, the viewer from `authorization: Bearer`, the clock from STORE_NOW.
 */
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { setDbHandle } from '@/src/server/db/client';
import { seedDemoData } from '@/src/server/demo/seed';
import { users } from '@/src/server/db/schema';
import { openTestDatabase, type Snapshot, type TestDatabase } from '@/tests/support/test-database';
import { clearSnapshotCache } from '@/src/server/catalog/company-snapshot';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { signIdToken } from '@/src/server/identity/id-token';
import { getYoga } from '@/src/server/graphql/yoga';

process.env.ROOT_DOMAIN = 'localhost:3000';
process.env.DEFAULT_COMPANY = 'aeroporto';
// A fixed signing secret, so the ID-token code never writes a generated one into DATA_DIR.
process.env.NEXTAUTH_SECRET ??= 'graphql-tests-secret-0123456789abcdef';

/** Monday 23 November 2026, noon in São Paulo: every demo store is open and no happy hour runs. */
export const MONDAY_NOON = '2026-11-23T12:00:00.000-03:00';

export const AERO = 'aeroporto.localhost:3000';
export const MERCADO = 'mercado.localhost:3000';
export const MERCADO_DOMAIN = 'mercado.test';

export const SHOPPER_EMAIL = 'viajante@exemplo.test';
export const AERO_STAFF_EMAIL = 'equipe@aeroporto.test';
export const MERCADO_STAFF_EMAIL = 'equipe@mercado.test';

/** The demo data, seeded once per test run and copied for every file (tests/support/test-database.ts). */
const DEMO_SNAPSHOT: Snapshot = { name: 'demo', fill: (db) => seedDemoData(db) };

/** Opens a migrated database with the demo data, and makes it the one `getDb()` returns. Call in beforeAll. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  const t = await openTestDatabase({ snapshot: DEMO_SNAPSHOT });
  setDbHandle(t);
  clearDirectoryCache();
  clearSnapshotCache();
  return t;
}

/** For the whole file: the seeded demo database, read at the store clock of Monday noon (STORE_NOW). */
export function seededDatabaseAtMondayNoon(): void {
  let t: TestDatabase | undefined;
  beforeAll(async () => {
    process.env.STORE_NOW = MONDAY_NOON;
    t = await openSeededDatabase();
  });
  afterAll(async () => {
    delete process.env.STORE_NOW;
    await closeSeededDatabase(t);
  });
}

/** Closes the database opened by openSeededDatabase. Call in afterAll. */
export async function closeSeededDatabase(t: TestDatabase | undefined): Promise<void> {
  setDbHandle(undefined);
  clearDirectoryCache();
  clearSnapshotCache();
  await t?.close();
}

/** Response data, read field by field in the tests without declaring every shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export interface GqlOptions {
  /** Request host; aeroporto's subdomain by default. */
  host?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** accept-language header; absent by default (pt-BR). */
  lang?: string;
  /** The whole authorization header value ('Bearer …', garbage, or ''). */
  authorization?: string;
  /** STORE_NOW for this request; MONDAY_NOON by default. */
  now?: string;
}

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
  locations?: unknown;
}
export interface GqlResult<T = Record<string, AnyJson>> {
  status: number;
  data: T | null | undefined;
  errors: GqlError[] | undefined;
  /** The response body as text (for "no stack trace" checks). */
  text: string;
}

/** Runs `fn` with STORE_NOW set to `iso`, restoring the previous value after. */
export async function atClock<T>(iso: string, fn: () => Promise<T>): Promise<T> {
  const previous = process.env.STORE_NOW;
  process.env.STORE_NOW = iso;
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete process.env.STORE_NOW;
    else process.env.STORE_NOW = previous;
  }
}

/** Sends a raw request body to /api/graphql through Yoga. */
export async function rawRequest(
  body: string,
  options: Omit<GqlOptions, 'variables' | 'operationName'> & { contentType?: string; method?: string } = {},
): Promise<Response> {
  const host = options.host ?? AERO;
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json', host };
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  return atClock(options.now ?? MONDAY_NOON, async () =>
    getYoga().fetch(`http://${host}/api/graphql`, { method: options.method ?? 'POST', headers, body }),
  );
}

/** A GraphQL request as the storefront sends it (docs/interfaces.md "HTTP endpoints"): body {operationName, variables, query}. */
export async function gql<T = Record<string, AnyJson>>(query: string, options: GqlOptions = {}): Promise<GqlResult<T>> {
  const operationName = options.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  const response = await rawRequest(
    JSON.stringify({ operationName, variables: options.variables ?? {}, query }),
    options,
  );
  const text = await response.text();
  let parsed: { data?: T | null; errors?: GqlError[] } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left empty: the caller looks at status and text.
  }
  return { status: response.status, data: parsed.data, errors: parsed.errors, text };
}

/** The codes of a result's errors. */
export const codes = (result: GqlResult) => (result.errors ?? []).map((e) => e.extensions?.code);

/** A valid `Bearer` header for a seeded account. */
export async function bearerFor(db: TestDatabase['db'], email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`No seeded user ${email}`);
  return `Bearer ${await signIdToken(user)}`;
}

/** The quote query with every field the tests read. */
export const QUOTE = /* GraphQL */ `
  query Quote($input: OrderInput!) {
    quote(input: $input) {
      lines {
        itemId
        quantity
        unitPrice
        total
      }
      subtotal
      discount
      deliveryFee
      total
      problems
      problemDetails {
        code
        message
        itemId
        path
      }
    }
  }
`;

export interface QuoteResult {
  lines: { itemId: string; quantity: number; unitPrice: number; total: number }[];
  subtotal: number;
  discount: number;
  deliveryFee: number;
  total: number;
  problems: string[];
  problemDetails: { code: string; message: string; itemId: string | null; path: string | null }[];
}

/** Quotes an order; throws with the errors when the response has any. */
export async function quote(
  input: Record<string, unknown>,
  options: Omit<GqlOptions, 'variables'> = {},
): Promise<QuoteResult> {
  const result = await gql<{ quote: QuoteResult }>(QUOTE, { ...options, variables: { input } });
  if (result.errors?.length || !result.data) throw new Error(`quote failed: ${result.text}`);
  return result.data.quote;
}
