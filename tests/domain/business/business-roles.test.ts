import { describe, expect, it } from 'vitest';
import {
  BUSINESS_ROLES,
  isBusinessRole,
  leavesAnAdmin,
  mayBook,
  mayEditProfile,
  mayManageClients,
  mayManageTeam,
} from '@/src/domain/business/business-roles';

describe('business roles', () => {
  it('admins manage the team and the profile; bookers book and keep clients', () => {
    expect([mayManageTeam('admin'), mayEditProfile('admin'), mayBook('admin'), mayManageClients('admin')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([mayManageTeam('booker'), mayEditProfile('booker'), mayBook('booker'), mayManageClients('booker')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  const team = [
    { userId: 'ana', role: 'admin' as const },
    { userId: 'bia', role: 'booker' as const },
  ];
  it.each([
    ['the only admin steps down', 'ana', 'booker', false],
    ['the only admin leaves', 'ana', null, false],
    ['the only admin stays admin', 'ana', 'admin', true],
    ['a booker leaves', 'bia', null, true],
    ['a booker becomes admin', 'bia', 'admin', true],
  ] as const)('%s: the account keeps an admin → %s', (_, userId, role, kept) => {
    expect(leavesAnAdmin(team, userId, role)).toBe(kept);
  });

  it('with two admins, either may step down', () => {
    const two = [...team, { userId: 'caio', role: 'admin' as const }];
    expect(leavesAnAdmin(two, 'ana', 'booker')).toBe(true);
    expect(leavesAnAdmin(two, 'caio', null)).toBe(true);
  });
});

describe('isBusinessRole', () => {
  it('knows the two roles and nothing else', () => {
    expect(BUSINESS_ROLES.map(isBusinessRole)).toEqual([true, true]);
    for (const other of ['owner', 'Admin', '', null, undefined, 1]) expect(isBusinessRole(other)).toBe(false);
  });
});
