/**
 * Invitations to a business account (docs/business-rules.md "Company buyers"): an admin invites a colleague by
 * e-mail; the mailed link is good for INVITATION_VALID_DAYS and is accepted by a signed-in user whose verified
 * e-mail is the invited one. The clock is a parameter.
 */
export const INVITATION_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

export type InvitationState = 'pending' | 'expired' | 'accepted';

export interface InvitationTimes {
  expiresAt: Date;
  acceptedAt: Date | null;
}

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
}

/** Expired from the expiry instant on (a link read at exactly that millisecond is already too late). */
export function invitationState(invitation: InvitationTimes, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  return now.getTime() >= invitation.expiresAt.getTime() ? 'expired' : 'pending';
}

export type InviteRefusal = 'BUSINESS_ALREADY_MEMBER' | 'BUSINESS_ALREADY_INVITED';

/**
 * Why a colleague cannot be invited again: already a member, or an invitation still open. An expired invitation,
 * or one accepted by someone who has since left the team, makes way for a new one.
 */
export function inviteRefusal(
  alreadyMember: boolean,
  existing: InvitationTimes | null,
  now: Date,
): InviteRefusal | null {
  if (alreadyMember) return 'BUSINESS_ALREADY_MEMBER';
  if (existing && invitationState(existing, now) === 'pending') return 'BUSINESS_ALREADY_INVITED';
  return null;
}

export type AcceptRefusal =
  | 'INVITATION_NOT_FOUND'
  | 'INVITATION_EXPIRED'
  | 'INVITATION_ALREADY_USED'
  | 'INVITATION_OTHER_EMAIL'
  | 'EMAIL_NOT_VERIFIED';

/** Why the signed-in user cannot accept this invitation (null: they can). */
export function acceptRefusal(
  invitation: (InvitationTimes & { email: string }) | null,
  user: { email: string; emailVerified: boolean },
  now: Date,
): AcceptRefusal | null {
  if (!invitation) return 'INVITATION_NOT_FOUND';
  const state = invitationState(invitation, now);
  if (state === 'accepted') return 'INVITATION_ALREADY_USED';
  if (state === 'expired') return 'INVITATION_EXPIRED';
  if (invitation.email !== user.email.trim().toLowerCase()) return 'INVITATION_OTHER_EMAIL';
  if (!user.emailVerified) return 'EMAIL_NOT_VERIFIED';
  return null;
}
