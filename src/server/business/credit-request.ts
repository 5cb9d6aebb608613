/**
 * A business account's admin asks the host's company for invoicing (issue 18, point 6): the line is created as
 * REQUESTED with a zero limit, for the company's staff to decide (credit-line-approval.ts). Asking again while
 * under review changes nothing; an approved or suspended line is refused, since only the staff change a decision.
 * Concurrent requests are one insert that does nothing on conflict, so two clicks make one line.
 */
import { and, eq } from 'drizzle-orm';
import { creditRequestNote, creditRequestRefusal, mayRequestInvoicing } from '../../domain/business/credit-request';
import type { DbOrTx } from '../db/engine';
import { businessCreditLines } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { requireMember } from './business-access';
import { BusinessError } from './business-error';

export async function requestCreditLine(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  companyId: string,
  note: unknown,
  now: Date,
): Promise<void> {
  // Not a member (or no such account): BUSINESS_NOT_FOUND, so an id reveals nothing about another company.
  const { role } = await requireMember(db, viewer, accountId);
  if (!mayRequestInvoicing(role)) throw new BusinessError('CREDIT_REQUEST_ADMIN_ONLY');
  const parsed = creditRequestNote(note);
  if (!parsed.ok) throw new BusinessError('CREDIT_REQUEST_NOTE_TOO_LONG', { note: 'CREDIT_REQUEST_NOTE_TOO_LONG' });
  const created = await db
    .insert(businessCreditLines)
    .values({
      businessAccountId: accountId,
      companyId,
      status: 'requested',
      limitCents: 0,
      requestedAt: now,
      requestNote: parsed.note,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ status: businessCreditLines.status });
  if (created.length) return;
  const [line] = await db
    .select({ status: businessCreditLines.status })
    .from(businessCreditLines)
    .where(and(eq(businessCreditLines.businessAccountId, accountId), eq(businessCreditLines.companyId, companyId)));
  const refusal = creditRequestRefusal(line?.status ?? null);
  if (refusal) throw new BusinessError(refusal);
}
