/**
 * Who the caller is in a business account, checked on the server for every read and write: a member's role, or a
 * refusal. A business account that is not the caller's answers BUSINESS_NOT_FOUND, exactly as one that does not
 * exist, so an id reveals nothing about another company.
 */
import { and, eq } from 'drizzle-orm';
import type { BusinessRole } from '../../domain/business/business-roles';
import type { DbOrTx } from '../db/engine';
import { businessMembers } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { BusinessError } from './business-error';

/** Generated ids are UUIDs; anything longer names no account and never reaches SQL. */
export const plausibleId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64;

export async function memberRole(db: DbOrTx, accountId: string, userId: string): Promise<BusinessRole | null> {
  if (!plausibleId(accountId)) return null;
  const [row] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .where(and(eq(businessMembers.businessAccountId, accountId), eq(businessMembers.userId, userId)));
  return row?.role ?? null;
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new BusinessError('UNAUTHENTICATED');
  return viewer;
}

/** The caller's role in the account; refused when signed out or not a member. */
export async function requireMember(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
): Promise<{ viewer: Viewer; role: BusinessRole }> {
  const who = requireViewer(viewer);
  const role = await memberRole(db, accountId, who.userId);
  if (!role) throw new BusinessError('BUSINESS_NOT_FOUND');
  return { viewer: who, role };
}

/** As requireMember, and the role must allow `allowed`. */
export async function requireRole(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  allowed: (role: BusinessRole) => boolean,
): Promise<{ viewer: Viewer; role: BusinessRole }> {
  const member = await requireMember(db, viewer, accountId);
  if (!allowed(member.role)) throw new BusinessError('BUSINESS_ADMIN_ONLY');
  return member;
}
