/**
 * A merchant's staff decide a business account's credit line with their company (issue 18, point 6): approve it
 * with a limit, or suspend it. Only staff of the company the line belongs to (the host's company) may; the deciding
 * staff member and the moment are recorded on the line (`approvedBy`, `updatedAt`). The limit arrives in reais and
 * is stored in centavos.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/engine';
import { businessAccounts, businessCreditLines, type CreditLineStatus } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { BusinessError } from './business-error';

/** R$ 1.000.000,00: above any airport-services account; a typo of extra zeros is refused rather than granted. */
export const MAX_CREDIT_LIMIT_REAIS = 1_000_000;

export const creditLineDecision = z.object({
  accountId: z.string().min(1),
  /** "requested" is the company's own asking, never a staff decision. */
  status: z.enum(['approved', 'suspended']),
  limit: z
    .number()
    .finite()
    .min(0)
    .max(MAX_CREDIT_LIMIT_REAIS)
    // Whole centavos only: 10.005 is a typo, not a limit.
    .refine((reais) => Math.abs(Math.round(reais * 100) - reais * 100) < 1e-6),
});
export type CreditLineDecision = z.input<typeof creditLineDecision>;

export interface StaffCreditLine {
  accountId: string;
  cnpj: string;
  legalName: string;
  tradeName: string;
  status: CreditLineStatus;
  limitCents: number;
  decidedBy: string | null;
  updatedAt: Date;
  /** When the account asked (requestCreditLine); null when the staff opened the line unasked. */
  requestedAt: Date | null;
  requestNote: string | null;
}

function requireStaff(viewer: Viewer | null, companyId: string): string {
  if (!viewer) throw new BusinessError('UNAUTHENTICATED');
  if (viewer.role !== 'staff' || viewer.companyId !== companyId) throw new BusinessError('CREDIT_LINE_STAFF_ONLY');
  return viewer.userId;
}

/**
 * The business accounts that asked this company for a credit line or were given one: the requests awaiting a
 * decision first, the longest waiting at the top; then the others by trade name.
 */
export async function companyCreditLines(
  db: DbOrTx,
  viewer: Viewer | null,
  companyId: string,
): Promise<StaffCreditLine[]> {
  requireStaff(viewer, companyId);
  return db
    .select({
      accountId: businessAccounts.id,
      cnpj: businessAccounts.cnpj,
      legalName: businessAccounts.legalName,
      tradeName: businessAccounts.tradeName,
      status: businessCreditLines.status,
      limitCents: businessCreditLines.limitCents,
      decidedBy: businessCreditLines.approvedBy,
      updatedAt: businessCreditLines.updatedAt,
      requestedAt: businessCreditLines.requestedAt,
      requestNote: businessCreditLines.requestNote,
    })
    .from(businessCreditLines)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessCreditLines.businessAccountId))
    .where(eq(businessCreditLines.companyId, companyId))
    .orderBy(
      sql`case when ${businessCreditLines.status} = 'requested' then 0 else 1 end`,
      sql`case when ${businessCreditLines.status} = 'requested' then ${businessCreditLines.requestedAt} end asc nulls last`,
      asc(businessAccounts.tradeName),
      asc(businessAccounts.id),
    );
}

/** Approves or suspends the account's line with this company, creating it when the account never asked. */
export async function setCreditLine(
  db: DbOrTx,
  viewer: Viewer | null,
  companyId: string,
  input: CreditLineDecision,
  now: Date,
): Promise<StaffCreditLine> {
  const staffId = requireStaff(viewer, companyId);
  const parsed = creditLineDecision.safeParse(input);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new BusinessError(field === 'limit' ? 'CREDIT_LIMIT_INVALID' : 'BAD_USER_INPUT');
  }
  const { accountId, status, limit } = parsed.data;
  const [account] = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.id, accountId));
  if (!account) throw new BusinessError('BUSINESS_NOT_FOUND');
  const values = { status, limitCents: Math.round(limit * 100), approvedBy: staffId, updatedAt: now };
  await db
    .insert(businessCreditLines)
    .values({ businessAccountId: accountId, companyId, ...values })
    .onConflictDoUpdate({
      target: [businessCreditLines.businessAccountId, businessCreditLines.companyId],
      set: values,
    });
  const lines = await companyCreditLines(db, viewer, companyId);
  return lines.find((line) => line.accountId === accountId)!;
}
