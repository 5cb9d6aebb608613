/**
 * A business account's team (docs/business-rules.md "Company buyers"): admins invite colleagues by e-mail as admins
 * or bookers, cancel open invitations, change roles and remove members; the invited person accepts with the mailed
 * link, signed in with that verified e-mail. The account always keeps an admin. Only a hash of the link's token is
 * stored.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isBusinessRole, leavesAnAdmin, mayManageTeam, type BusinessRole } from '../../domain/business/business-roles';
import { isValidEmail } from '../../domain/customer/email';
import { acceptRefusal, invitationExpiry, inviteRefusal } from '../../domain/business/invitation-rules';
import type { Locale } from '../../domain/locale';
import type { Db, DbOrTx } from '../db/engine';
import { businessAccounts, businessInvitations, businessMembers, users } from '../db/schema';
import { hashToken, newToken } from '../identity/secrets';
import type { Viewer } from '../identity/viewer';
import { MailUnavailableError, type Mailer } from '../mail/mailer';
import { businessInvitationMail } from '../mail/templates/business-invitation-mail';
import { plausibleId, requireMember, requireRole, requireViewer } from './business-access';
import { teamOf, type BusinessInvitationView } from './business-accounts';
import { BusinessError } from './business-error';

/** Open invitations an account may have at once: enough for a team, too few to mail strangers in bulk. */
export const PENDING_INVITATIONS_LIMIT = 30;

const inviteSchema = z.object({
  email: z
    .string({ error: 'EMAIL_INVALID' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'TOO_LONG' })
    .refine(isValidEmail, { error: 'EMAIL_INVALID' }),
  role: z.string().refine(isBusinessRole, { error: 'ROLE_INVALID' }),
});

export interface InviteContext {
  now: Date;
  locale: Locale;
  /** The origin of the company host the invitation was sent from; the link goes back there. */
  origin: string;
  /** That company: its demo mailbox lists the message. */
  companyId: string | null;
  mailer: Mailer;
}

export async function inviteMember(
  db: Db,
  viewer: Viewer | null,
  accountId: string,
  input: { email: string; role: string },
  context: InviteContext,
): Promise<BusinessInvitationView> {
  const { viewer: who } = await requireRole(db, viewer, accountId, mayManageTeam);
  const parsed = inviteSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'email');
    throw new BusinessError(issue.message, { [field]: issue.message });
  }
  const email = parsed.data.email;
  const role = parsed.data.role as BusinessRole;
  const { now } = context;
  const { invitation, token, tradeName, inviterName } = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: businessMembers.userId })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessAccountId, accountId), eq(users.email, email)));
    const [existing] = await tx
      .select()
      .from(businessInvitations)
      .where(and(eq(businessInvitations.businessAccountId, accountId), eq(businessInvitations.email, email)));
    const refusal = inviteRefusal(Boolean(member), existing ?? null, now);
    if (refusal) throw new BusinessError(refusal, { email: refusal });
    const [{ n }] = await tx
      .select({ n: count() })
      .from(businessInvitations)
      .where(
        and(
          eq(businessInvitations.businessAccountId, accountId),
          isNull(businessInvitations.acceptedAt),
          gt(businessInvitations.expiresAt, now),
        ),
      );
    if (n >= PENDING_INVITATIONS_LIMIT)
      throw new BusinessError('TOO_MANY_INVITATIONS', { email: 'TOO_MANY_INVITATIONS' });
    // An expired invitation, or one accepted by someone who has since left, makes way for the new one.
    if (existing) await tx.delete(businessInvitations).where(eq(businessInvitations.id, existing.id));
    const secret = newToken();
    const [row] = await tx
      .insert(businessInvitations)
      .values({
        businessAccountId: accountId,
        email,
        role,
        tokenHash: hashToken(secret),
        invitedBy: who.userId,
        createdAt: now,
        expiresAt: invitationExpiry(now),
      })
      .returning();
    const [account] = await tx
      .select({ tradeName: businessAccounts.tradeName })
      .from(businessAccounts)
      .where(eq(businessAccounts.id, accountId));
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, who.userId));
    return { invitation: row, token: secret, tradeName: account.tradeName, inviterName: inviter?.name || who.email };
  });
  // Mailed after the commit (a slow mail server holds no transaction open); a message that cannot go out takes its
  // invitation back with it, so the admin can simply try again.
  try {
    await context.mailer.send({
      to: email,
      companyId: context.companyId,
      ...businessInvitationMail(context.locale, {
        company: tradeName,
        inviter: inviterName,
        role,
        link: invitationLink(context.origin, context.locale, token),
      }),
    });
  } catch (error) {
    await db.delete(businessInvitations).where(eq(businessInvitations.id, invitation.id));
    if (error instanceof MailUnavailableError) throw new BusinessError('MAIL_UNAVAILABLE');
    throw error;
  }
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    expired: false,
  };
}

/** The acceptance page, in the inviter's language (the only one known for the invited person). */
export function invitationLink(origin: string, locale: Locale, token: string): string {
  const prefix = locale === 'pt-BR' ? '' : `/${locale}`;
  return `${origin}${prefix}/empresa/convite?token=${encodeURIComponent(token)}`;
}

export async function cancelInvitation(
  db: DbOrTx,
  viewer: Viewer | null,
  accountId: string,
  invitationId: string,
): Promise<void> {
  await requireRole(db, viewer, accountId, mayManageTeam);
  const removed = plausibleId(invitationId)
    ? await db
        .delete(businessInvitations)
        .where(
          and(
            eq(businessInvitations.id, invitationId),
            eq(businessInvitations.businessAccountId, accountId),
            isNull(businessInvitations.acceptedAt),
          ),
        )
        .returning({ id: businessInvitations.id })
    : [];
  if (removed.length === 0) throw new BusinessError('INVITATION_NOT_FOUND');
}

async function invitationOfToken(db: DbOrTx, token: string) {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({ invitation: businessInvitations, tradeName: businessAccounts.tradeName })
    .from(businessInvitations)
    .innerJoin(businessAccounts, eq(businessAccounts.id, businessInvitations.businessAccountId))
    .where(eq(businessInvitations.tokenHash, hashToken(token)));
  return row ?? null;
}

export interface InvitationPreview {
  tradeName: string;
  email: string;
  role: BusinessRole;
  /** Why the signed-in caller cannot accept it; null when they can. */
  refusal: string | null;
}

/** What the acceptance page shows before the click: whose team, for which e-mail, and whether the caller may accept. */
export async function invitationPreview(
  db: DbOrTx,
  viewer: Viewer | null,
  token: string,
  now: Date,
): Promise<InvitationPreview | null> {
  const who = requireViewer(viewer);
  const found = await invitationOfToken(db, token);
  if (!found) return null;
  const { invitation, tradeName } = found;
  return {
    tradeName,
    email: invitation.email,
    role: invitation.role,
    refusal: acceptRefusal(invitation, who, now),
  };
}

export async function acceptInvitation(
  db: Db,
  viewer: Viewer | null,
  token: string,
  now: Date,
): Promise<{ accountId: string }> {
  const who = requireViewer(viewer);
  return db.transaction(async (tx) => {
    const found = await invitationOfToken(tx, token);
    const refusal = acceptRefusal(found?.invitation ?? null, who, now);
    if (refusal) throw new BusinessError(refusal);
    const invitation = found!.invitation;
    // Claimed once: of two clicks at the same moment, only one finds it open.
    const claimed = await tx
      .update(businessInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(businessInvitations.id, invitation.id), isNull(businessInvitations.acceptedAt)))
      .returning({ id: businessInvitations.id });
    if (claimed.length === 0) throw new BusinessError('INVITATION_ALREADY_USED');
    await tx
      .insert(businessMembers)
      .values({
        businessAccountId: invitation.businessAccountId,
        userId: who.userId,
        role: invitation.role,
        createdAt: now,
      })
      .onConflictDoNothing();
    return { accountId: invitation.businessAccountId };
  });
}

export async function changeMemberRole(
  db: Db,
  viewer: Viewer | null,
  accountId: string,
  userId: string,
  role: string,
): Promise<void> {
  await requireRole(db, viewer, accountId, mayManageTeam);
  if (!isBusinessRole(role)) throw new BusinessError('ROLE_INVALID', { role: 'ROLE_INVALID' });
  await db.transaction(async (tx) => {
    const team = await lockedTeam(tx, accountId);
    if (!team.some((m) => m.userId === userId)) throw new BusinessError('MEMBER_NOT_FOUND');
    if (!leavesAnAdmin(team, userId, role)) throw new BusinessError('LAST_ADMIN');
    await tx
      .update(businessMembers)
      .set({ role })
      .where(and(eq(businessMembers.businessAccountId, accountId), eq(businessMembers.userId, userId)));
  });
}

/** An admin removes a member; any member may leave. The last admin may do neither. */
export async function removeMember(db: Db, viewer: Viewer | null, accountId: string, userId: string): Promise<void> {
  const { viewer: who } = await requireMember(db, viewer, accountId);
  if (who.userId !== userId) await requireRole(db, viewer, accountId, mayManageTeam);
  await db.transaction(async (tx) => {
    const team = await lockedTeam(tx, accountId);
    if (!team.some((m) => m.userId === userId)) throw new BusinessError('MEMBER_NOT_FOUND');
    if (!leavesAnAdmin(team, userId, null)) throw new BusinessError('LAST_ADMIN');
    await tx
      .delete(businessMembers)
      .where(and(eq(businessMembers.businessAccountId, accountId), eq(businessMembers.userId, userId)));
  });
}

/**
 * The team, with the account row locked: two admins demoting each other at the same moment are served one after the
 * other, so the second sees the first's change and the account never ends without an admin.
 */
async function lockedTeam(tx: DbOrTx, accountId: string) {
  await tx
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.id, accountId))
    .for('update');
  return teamOf(tx, accountId);
}
