/**
 * Who may do what in a business account (docs/business-rules.md "Company buyers"): admins manage the team and the
 * company's profile; admins and bookers book and keep the saved clients. An account always keeps an admin.
 */
export const BUSINESS_ROLES = ['admin', 'booker'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

export function isBusinessRole(value: unknown): value is BusinessRole {
  return value === 'admin' || value === 'booker';
}

/** Inviting, removing and changing members, and cancelling invitations. */
export function mayManageTeam(role: BusinessRole): boolean {
  return role === 'admin';
}

/** Editing the company's legal data (names, address, invoice e-mail). */
export function mayEditProfile(role: BusinessRole): boolean {
  return role === 'admin';
}

/** Booking on the company's account and keeping its saved clients: every member. */
export function mayBook(role: BusinessRole): boolean {
  return isBusinessRole(role);
}

export function mayManageClients(role: BusinessRole): boolean {
  return isBusinessRole(role);
}

export interface MemberRole {
  userId: string;
  role: BusinessRole;
}

/**
 * Whether the team still has an admin after `userId` takes `role` (null: leaves the team). A company without an
 * admin could no longer change its profile or team, so the last admin can neither leave nor step down.
 */
export function leavesAnAdmin(members: readonly MemberRole[], userId: string, role: BusinessRole | null): boolean {
  return members.some((m) => (m.userId === userId ? role === 'admin' : m.role === 'admin'));
}
