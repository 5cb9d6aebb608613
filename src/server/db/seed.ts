/**
 * Demo data (CONTRACT.md "Demo data"): every data/demo/*.json catalogue
 * document except accounts.json, imported through the catalogue importer,
 * then the accounts of data/demo/accounts.json. Idempotent: documents are
 * imported by `_id`/slug, and an account whose e-mail exists is left as it is
 * (its password is not reset).
 */
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { importCatalog } from '../catalog-io/import';
import type { Db } from './engine';
import { companies, users } from './schema';

export const DEMO_DIR = path.join('data', 'demo');
export const ACCOUNTS_FILE = 'accounts.json';

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
});
/** A list of accounts, or `{ accounts: [...] }`. */
const accountsFileSchema = z.preprocess(
  (file) => (file && typeof file === 'object' && !Array.isArray(file) && 'accounts' in file ? file.accounts : file),
  z.array(accountSchema),
);
export type DemoAccount = z.infer<typeof accountSchema>;

export interface SeedReport {
  companies: { file: string; slug: string; created: boolean; unchanged: boolean }[];
  accounts: { email: string; password: string; role: string; company?: string | null; created: boolean }[];
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

/** Imports every demo catalogue and creates the demo accounts. */
export async function seedDemoData(db: Db, dir = path.resolve(DEMO_DIR)): Promise<SeedReport> {
  const started = performance.now();
  if (!fs.existsSync(dir)) throw new SeedError(`No demo data folder at ${dir}.`, []);
  const report: SeedReport = { companies: [], accounts: [], ms: 0 };

  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== ACCOUNTS_FILE)
    .sort();
  for (const file of files) {
    const document = readJson(path.join(dir, file));
    const result = await importCatalog(db, document);
    if (!result.ok) throw new SeedError(`${file} is not a valid catalogue document:`, result.problems);
    report.companies.push({ file, slug: result.companySlug, created: result.created, unchanged: result.unchanged });
  }

  const accountsPath = path.join(dir, ACCOUNTS_FILE);
  if (fs.existsSync(accountsPath)) {
    const parsed = accountsFileSchema.safeParse(readJson(accountsPath));
    if (!parsed.success)
      throw new SeedError(
        `${ACCOUNTS_FILE} is not valid:`,
        parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`),
      );
    for (const account of parsed.data) report.accounts.push(await ensureAccount(db, account));
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

async function ensureAccount(db: Db, account: DemoAccount): Promise<SeedReport['accounts'][number]> {
  const entry = { email: account.email, password: account.password, role: account.role, company: account.company };
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (existing) return { ...entry, created: false };
  let companyId: string | null = null;
  if (account.company) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, account.company));
    if (!company) throw new SeedError(`${ACCOUNTS_FILE}: ${account.email}`, [`unknown company "${account.company}"`]);
    companyId = company.id;
  }
  if (account.role === 'staff' && !companyId)
    throw new SeedError(`${ACCOUNTS_FILE}: ${account.email}`, ['a staff account needs a company']);
  await db
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
    .onConflictDoNothing({ target: users.email });
  return { ...entry, created: true };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SeedError(`Cannot read ${file}:`, [(error as Error).message]);
  }
}

/**
 * First start of an empty database: loads the demo data. Returns null when
 * the database already has a company (nothing is done).
 */
export async function seedIfEmpty(db: Db, dir?: string): Promise<SeedReport | null> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return null;
  return seedDemoData(db, dir);
}
