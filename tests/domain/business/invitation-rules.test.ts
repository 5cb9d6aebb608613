import { describe, expect, it } from 'vitest';
import {
  acceptRefusal,
  INVITATION_VALID_DAYS,
  invitationExpiry,
  invitationState,
  inviteRefusal,
} from '@/src/domain/business/invitation-rules';

const now = new Date('2026-11-23T12:00:00.000-03:00');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('invitations', () => {
  it(`last ${INVITATION_VALID_DAYS} days to the millisecond`, () => {
    const expiresAt = invitationExpiry(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * DAY);
    expect(invitationState({ expiresAt, acceptedAt: null }, later(7 * DAY - 1))).toBe('pending');
    expect(invitationState({ expiresAt, acceptedAt: null }, later(7 * DAY))).toBe('expired');
    expect(invitationState({ expiresAt, acceptedAt: now }, later(8 * DAY))).toBe('accepted');
  });

  it('refuse a member, and a colleague whose invitation is still open; an expired or used one makes way', () => {
    const open = { expiresAt: later(DAY), acceptedAt: null };
    expect(inviteRefusal(true, null, now)).toBe('BUSINESS_ALREADY_MEMBER');
    expect(inviteRefusal(false, open, now)).toBe('BUSINESS_ALREADY_INVITED');
    expect(inviteRefusal(false, open, later(DAY))).toBeNull();
    expect(inviteRefusal(false, { expiresAt: later(DAY), acceptedAt: now }, now)).toBeNull();
    expect(inviteRefusal(false, null, now)).toBeNull();
  });

  const invitation = { email: 'bia@empresa.test', expiresAt: later(DAY), acceptedAt: null };
  it.each([
    ['no invitation', null, { email: 'bia@empresa.test', emailVerified: true }, now, 'INVITATION_NOT_FOUND'],
    ['another e-mail', invitation, { email: 'caio@empresa.test', emailVerified: true }, now, 'INVITATION_OTHER_EMAIL'],
    [
      'an unverified e-mail',
      invitation,
      { email: 'bia@empresa.test', emailVerified: false },
      now,
      'EMAIL_NOT_VERIFIED',
    ],
    [
      'past its expiry',
      invitation,
      { email: 'bia@empresa.test', emailVerified: true },
      later(DAY),
      'INVITATION_EXPIRED',
    ],
    [
      'already accepted',
      { ...invitation, acceptedAt: now },
      { email: 'bia@empresa.test', emailVerified: true },
      now,
      'INVITATION_ALREADY_USED',
    ],
    [
      'the invited, verified e-mail in other case',
      invitation,
      { email: 'Bia@Empresa.test', emailVerified: true },
      now,
      null,
    ],
    [
      'the invited, verified e-mail with spaces around it',
      invitation,
      { email: ' bia@empresa.test ', emailVerified: true },
      now,
      null,
    ],
  ])('accepting with %s → %s', (_, inv, user, at, refusal) => {
    expect(acceptRefusal(inv, user, at)).toBe(refusal);
  });
});
