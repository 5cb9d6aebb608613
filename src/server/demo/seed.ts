/**
 * Demo data (docs/interfaces.md "Demo data and accounts"): every data/demo/*.json catalogue
 * document except accounts.json, imported through the catalogue importer,
 * then the accounts of data/demo/accounts.json. Idempotent: documents are
 * imported by `_id`/slug, and an account whose e-mail exists is left as it is
 * (its password is not reset).
 *
 * `npm start` calls `seedDemoIfIncomplete`, which completes a demo that a first
 * start left half-done (killed after one company was imported) and otherwise
 * leaves the database alone: see its comment for when the demo counts as complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { importCatalog } from '../catalog-io/import';
import type { Db } from '../db/engine';
import { companies, users } from '../db/schema';
import { serverNow } from '../clock';
import { demoBusinessSchema, ensureDemoBusiness } from './demo-business';

export const DEMO_DIR = path.join('data', 'demo');
export const ACCOUNTS_FILE = 'accounts.json';
/** In the embedded engine's DATA_DIR: the demo was seeded completely once; never seed it again. */
export const DEMO_MARKER_FILE = '.demo-seeded';

const accountSchema = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  password: z.string().min(1),
  name: z.string().default(''),
  role: z.enum(['shopper', 'staff']).default('shopper'),
  /** Slug of the company a staff member works for. */
  company: z.string().nullish(),
  emailVerified: z.boolean().default(true),
  type: z.string().optional(),
  phone: z.string().optional(),
  cpf: z.string().optional(),
  /** A company buyer's business account, with its clients and bookings (demo-business.ts). */
  business: demoBusinessSchema.optional(),
});
/** A list of accounts, or `{ accounts: [...] }`. */
const accountsFileSchema = z.preprocess(
  (file) => (file && typeof file === 'object' && !Array.isArray(file) && 'accounts' in file ? file.accounts : file),
  z.array(accountSchema),
);
export type DemoAccount = z.infer<typeof accountSchema>;

export interface SeedReport {
  companies: {
    file: string;
    slug: string;
    created: boolean;
    unchanged: boolean;
    /** Already in the database and left as it is (`onlyMissing`): not imported again. */
    skipped?: boolean;
  }[];
  accounts: {
    email: string;
    password: string;
    role: string;
    company?: string | null;
    /** The legal name of the business account a company buyer administers. */
    business?: string;
    created: boolean;
  }[];
  ms: number;
}

export class SeedError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(`${message}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SeedError';
  }
}

export interface SeedDemoDataOptions {
  /** Import only the companies that are not in the database yet; leave the others as they are. */
  onlyMissing?: boolean;
  /**
   * Create the demo accounts (default true). False on a real deployment: their passwords are published in the
   * README, so there they would be anybody's accounts (src/server/deployment/deployment-mode.ts).
   */
  accounts?: boolean;
}

interface DemoSet {
  documents: { file: string; document: unknown; /** `company.slug`, when the document has one. */ slug?: string }[];
  accounts: DemoAccount[];
}

/** Reads (and, for the accounts, validates) the demo folder. */
function readDemoSet(dir: string): DemoSet {
  if (!fs.existsSync(dir)) throw new SeedError(`No demo data folder at ${dir}.`, []);
  const documents = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== ACCOUNTS_FILE)
    .sort()
    .map((file) => {
      const document = readJson(path.join(dir, file));
      const slug = (document as { company?: { slug?: unknown } } | null)?.company?.slug;
      return { file, document, slug: typeof slug === 'string' ? slug : undefined };
    });

  let accounts: DemoAccount[] = [];
  const accountsPath = path.join(dir, ACCOUNTS_FILE);
  if (fs.existsSync(accountsPath)) {
    const parsed = accountsFileSchema.safeParse(readJson(accountsPath));
    if (!parsed.success)
      throw new SeedError(
        `${ACCOUNTS_FILE} is not valid:`,
        parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`),
      );
    accounts = parsed.data;
  }
  return { documents, accounts };
}

/** The demo accounts of the demo folder, with their published passwords. */
export function readDemoAccounts(dir = path.resolve(DEMO_DIR)): DemoAccount[] {
  return readDemoSet(dir).accounts;
}

/** Imports every demo catalogue and creates the demo accounts. */
export async function seedDemoData(
  db: Db,
  dir = path.resolve(DEMO_DIR),
  options: SeedDemoDataOptions = {},
): Promise<SeedReport> {
  const started = performance.now();
  const demo = readDemoSet(dir);
  const report: SeedReport = { companies: [], accounts: [], ms: 0 };

  const present = options.onlyMissing ? await presentSlugs(db, demo) : new Set<string>();
  for (const { file, document, slug } of demo.documents) {
    if (slug !== undefined && present.has(slug)) {
      report.companies.push({ file, slug, created: false, unchanged: true, skipped: true });
      continue;
    }
    const result = await importCatalog(db, document);
    if (!result.ok) throw new SeedError(`${file} is not a valid catalogue document:`, result.problems);
    report.companies.push({ file, slug: result.companySlug, created: result.created, unchanged: result.unchanged });
  }

  if (options.accounts !== false)
    for (const account of demo.accounts) report.accounts.push(await ensureAccount(db, account));
  report.ms = Math.round(performance.now() - started);
  return report;
}

async function presentSlugs(db: Db, demo: DemoSet): Promise<Set<string>> {
  const slugs = demo.documents.flatMap((d) => (d.slug === undefined ? [] : [d.slug]));
  if (slugs.length === 0) return new Set();
  const rows = await db.select({ slug: companies.slug }).from(companies).where(inArray(companies.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

async function presentEmails(db: Db, demo: DemoSet): Promise<Set<string>> {
  const emails = demo.accounts.map((a) => a.email);
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((r) => r.email));
}

/**
 * Creates a demo account unless its e-mail exists. `created` says whether this
 * call inserted it: false when it existed, or when a concurrent seeder (another
 * instance starting on the same PostgreSQL) inserted it first.
 */
export async function ensureAccount(db: Db, account: DemoAccount): Promise<SeedReport['accounts'][number]> {
  const entry = {
    email: account.email,
    password: account.password,
    role: account.role,
    company: account.company,
    ...(account.business ? { business: account.business.legalName } : {}),
  };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (existing) {
    // A first start killed between the account and its business completes it now.
    if (account.business) await ensureDemoBusiness(db, existing.id, account.business, serverNow().toJSDate());
    return { ...entry, created: false };
  }
  let companyId: string | null = null;
  if (account.company) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, account.company));
    if (!company) throw new SeedError(`${ACCOUNTS_FILE}: ${account.email}`, [`unknown company "${account.company}"`]);
    companyId = company.id;
  }
  if (account.role === 'staff' && !companyId)
    throw new SeedError(`${ACCOUNTS_FILE}: ${account.email}`, ['a staff account needs a company']);
  const inserted = await db
    .insert(users)
    .values({
      email: account.email,
      name: account.name,
      type: account.type ?? null,
      phone: account.phone ?? null,
      cpf: account.cpf ?? null,
      passwordHash: await hash(account.password),
      emailVerified: account.emailVerified,
      companyId,
      role: account.role,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted.length > 0 && account.business)
    await ensureDemoBusiness(db, inserted[0].id, account.business, serverNow().toJSDate());
  return { ...entry, created: inserted.length > 0 };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeedError(`Cannot read ${file}:`, [(error as Error).message]);
  }
}

export interface SeedDemoIfIncompleteOptions {
  /**
   * The embedded engine's data folder: the demo is complete once the marker
   * file DATA_DIR/.demo-seeded exists. Absent (PostgreSQL, in-memory): the
   * demo is complete when every demo company and every demo account exists.
   */
  dataDir?: string;
  /** The demo folder (default data/demo). */
  dir?: string;
  /** Create the demo accounts too (default true); false on a real deployment, where the demo is only its catalogue. */
  accounts?: boolean;
}

/**
 * `npm start`: loads the demo data on a first start, and completes it when a
 * first start was interrupted half-way (say after `aeroporto` was imported,
 * before `mercado` and the accounts). Returns null when there was nothing to do.
 *
 * - Complete, nothing done: the marker exists (embedded engine), or every demo
 *   company slug and every demo account e-mail is present (then the marker is
 *   written). With the marker, a demo company the user deleted stays deleted.
 *   On PostgreSQL there is no marker (no table for it): a deleted demo company
 *   comes back while any other part of the demo remains.
 * - Never a demo database, nothing done: it has companies but no demo company
 *   and no demo account (the owner's own data, as before this check existed).
 * - Otherwise (empty, or part of the demo present): the missing demo companies
 *   are imported (present ones are left as they are, with any edits), missing
 *   accounts created, then the marker written.
 */
export async function seedDemoIfIncomplete(
  db: Db,
  options: SeedDemoIfIncompleteOptions = {},
): Promise<SeedReport | null> {
  const marker = options.dataDir ? path.join(options.dataDir, DEMO_MARKER_FILE) : undefined;
  if (marker && fs.existsSync(marker)) return null;
  const dir = options.dir ?? path.resolve(DEMO_DIR);
  const withAccounts = options.accounts !== false;
  const read = readDemoSet(dir);
  const demo = withAccounts ? read : { ...read, accounts: [] };
  const [slugs, emails] = [await presentSlugs(db, demo), await presentEmails(db, demo)];
  const complete =
    demo.documents.every((d) => d.slug !== undefined && slugs.has(d.slug)) &&
    demo.accounts.every((a) => emails.has(a.email));
  if (!complete && slugs.size === 0 && emails.size === 0) {
    const [{ n }] = await db.select({ n: count() }).from(companies);
    if (n > 0) return null;
  }
  const report = complete ? null : await seedDemoData(db, dir, { onlyMissing: true, accounts: withAccounts });
  if (marker) writeMarker(marker);
  return report;
}

function writeMarker(marker: string): void {
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(
    marker,
    `The demo data was loaded into this database on ${new Date().toISOString()}.\n` +
      `npm start does not load it again; \`npm run seed\` does, on demand.\n`,
  );
}
