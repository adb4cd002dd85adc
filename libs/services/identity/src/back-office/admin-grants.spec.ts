import { Role } from '@atelier/contracts/common';
import { ADMIN_PERMISSION_KEYS } from '@atelier/contracts/identity';
import { mayManage, ungrantable } from './admin-grants';

const usersOnly = { role: Role.Admin, permissions: ['users'] as const };
const usersAndOrders = { role: Role.Admin, permissions: ['users', 'orders'] as const };
const superAdmin = { role: Role.SuperAdmin, permissions: [] };

describe('admin grants', () => {
  it('lets an admin grant only what they hold', () => {
    expect(ungrantable(usersOnly, ['users'])).toEqual([]);
    expect(ungrantable(usersOnly, ['users', 'orders', 'reports', 'orders'])).toEqual(['orders', 'reports']);
    expect(ungrantable(usersOnly, [...ADMIN_PERMISSION_KEYS])).toHaveLength(ADMIN_PERMISSION_KEYS.length - 1);
  });

  it('lets a super-admin grant anything', () => {
    expect(ungrantable(superAdmin, [...ADMIN_PERMISSION_KEYS])).toEqual([]);
  });

  it('lets an admin manage only admins whose permissions they all hold', () => {
    expect(mayManage(usersAndOrders, usersOnly)).toBe(true);
    expect(mayManage(usersOnly, usersAndOrders)).toBe(false);
    expect(mayManage(usersOnly, { role: Role.Admin, permissions: [] })).toBe(true);
  });

  it('keeps super-admins out of reach of admins, whatever they hold', () => {
    const everything = { role: Role.Admin, permissions: [...ADMIN_PERMISSION_KEYS] };
    expect(mayManage(everything, superAdmin)).toBe(false);
    expect(mayManage(superAdmin, everything)).toBe(true);
    expect(mayManage(superAdmin, superAdmin)).toBe(true);
  });
});
