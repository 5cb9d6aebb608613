/**
 * Business accounts (docs/business-rules.md "Company buyers"): a signed-in user with a verified e-mail creates one
 * for a CNPJ and becomes its admin; admins change its profile; every member reads it, with its team, and its
 * approval for bookings on account at the company whose host is asked. One account per CNPJ.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  businessAccountSchema,
  businessProfileSchema,
  type BillingAddressInput,
} from '../../domain/business/business-profile';
import { mayEditProfile, mayManageTeam, type BusinessRole } from '../../domain/business/business-roles';
import { invitationState } from '../../domain/business/invitation-rules';
import type { Db, DbOrTx } from '../db/engine';
import {
  businessAccounts,
  businessCreditLines,
  businessInvitations,
  businessMembers,
  users,
  type BusinessBillingAddress,
} from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { isUniqueViolation } from '../orders/order-error';
import { requireMember, requireRole, requireViewer } from './business-access';
import { BusinessError, invalidInput } from './business-error';

export type BusinessAccountRow = typeof businessAccounts.$inferSelect;

export interface BusinessMemberView {
  userId: string;
  name: string;
  email: string;
  role: BusinessRole;
  since: Date;
}

export interface BusinessInvitationView {
  id: string;
  email: string;
  role: BusinessRole;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

export interface BusinessAccountView {
  account: BusinessAccountRow;
  myRole: BusinessRole;
  members: BusinessMemberView[];
  /** Open and expired (never accepted) invitations; empty for a booker, who does not manage the team. */
  invitations: BusinessInvitationView[];
  creditLine: { status: string; limitCents: number } | null;
}

function storedAddress(address: BillingAddressInput): BusinessBillingAddress {
  const { complement, ...rest } = address;
  return complement ? { ...rest, complement } : rest;
}

export async function createBusinessAccount(
  db: Db,
  viewer: Viewer | null,
  input: unknown,
  now: Date,
): Promise<BusinessAccountRow> {
  const who = requireViewer(viewer);
  if (!who.emailVerified) throw new BusinessError('EMAIL_NOT_VERIFIED');
  const parsed = businessAccountSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const data = parsed.data;
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(businessAccounts)
        .values({
          cnpj: data.cnpj,
          legalName: data.legalName,
          tradeName: data.tradeName,
          stateRegistration: data.stateRegistration ?? null,
          billingAddress: storedAddress(data.billingAddress),
          invoiceEmail: data.invoiceEmail,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(businessMembers)
        .values({ businessAccountId: account.id, userId: who.userId, role: 'admin', createdAt: now });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError('CNPJ_TAKEN', { cnpj: 'CNPJ_TAKEN' });
    throw error;
  }
}

export async function updateBusinessProfile(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  input: unknown,
  now: Date,
): Promise<BusinessAccountRow> {
  await requireRole(db, viewer, accountId, mayEditProfile);
  const parsed = businessProfileSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);
  const data = parsed.data;
  const [account] = await db
    .update(businessAccounts)
    .set({
      legalName: data.legalName,
      tradeName: data.tradeName,
      stateRegistration: data.stateRegistration ?? null,
      billingAddress: storedAddress(data.billingAddress),
      invoiceEmail: data.invoiceEmail,
      updatedAt: now,
    })
    .where(eq(businessAccounts.id, accountId))
    .returning();
  if (!account) throw new BusinessError('BUSINESS_NOT_FOUND');
  return account;
}

/** The caller's business accounts with their role in each, by trade name. */
export async function myBusinessAccounts(
  db: DbOrTx,
  userId: string,
): Promise<{ account: BusinessAccountRow; role: BusinessRole }[]> {
  const rows = await db
    .select({ account: businessAccounts, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessMembers.businessAccountId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(asc(businessAccounts.tradeName), asc(businessAccounts.id));
  return rows;
}

export async function teamOf(db: DbOrTx, accountId: string): Promise<BusinessMemberView[]> {
  const rows = await db
    .select({
      userId: businessMembers.userId,
      name: users.name,
      email: users.email,
      role: businessMembers.role,
      since: businessMembers.createdAt,
    })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(eq(businessMembers.businessAccountId, accountId))
    .orderBy(asc(businessMembers.createdAt), asc(users.email));
  return rows;
}

/** One account as its member sees it; BUSINESS_NOT_FOUND for anyone else. */
export async function businessAccountView(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  companyId: string | null,
  now: Date,
): Promise<BusinessAccountView> {
  const { role } = await requireMember(db, viewer, accountId);
  return (await accountViews(db, [{ id: accountId, role }], companyId, now))[0];
}

/** Several accounts' views in a few queries (the /empresa switcher lists them all). */
export async function accountViews(
  db: DbOrTx,
  accounts: { id: string; role: BusinessRole }[],
  companyId: string | null,
  now: Date,
): Promise<BusinessAccountView[]> {
  if (accounts.length === 0) return [];
  const ids = accounts.map((a) => a.id);
  const [rows, members, invitations, lines] = await Promise.all([
    db.select().from(businessAccounts).where(inArray(businessAccounts.id, ids)),
    db
      .select({
        accountId: businessMembers.businessAccountId,
        userId: businessMembers.userId,
        name: users.name,
        email: users.email,
        role: businessMembers.role,
        since: businessMembers.createdAt,
      })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(inArray(businessMembers.businessAccountId, ids))
      .orderBy(asc(businessMembers.createdAt), asc(users.email)),
    db
      .select()
      .from(businessInvitations)
      .where(inArray(businessInvitations.businessAccountId, ids))
      .orderBy(asc(businessInvitations.createdAt), asc(businessInvitations.email)),
    companyId
      ? db
          .select()
          .from(businessCreditLines)
          .where(and(inArray(businessCreditLines.businessAccountId, ids), eq(businessCreditLines.companyId, companyId)))
      : Promise.resolve([]),
  ]);
  return accounts.flatMap(({ id, role }) => {
    const account = rows.find((r) => r.id === id);
    if (!account) return [];
    const line = lines.find((l) => l.businessAccountId === id);
    return [
      {
        account,
        myRole: role,
        members: members.filter((m) => m.accountId === id).map(({ accountId: _, ...member }) => member),
        invitations: mayManageTeam(role)
          ? invitations
              .filter((i) => i.businessAccountId === id && invitationState(i, now) !== 'accepted')
              .map((i) => ({
                id: i.id,
                email: i.email,
                role: i.role,
                createdAt: i.createdAt,
                expiresAt: i.expiresAt,
                expired: invitationState(i, now) === 'expired',
              }))
          : [],
        creditLine: line ? { status: line.status, limitCents: line.limitCents } : null,
      },
    ];
  });
}
