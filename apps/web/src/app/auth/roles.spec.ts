import { decideAdminAccess, decideCustomerAccess, isAdminRole, isCustomerRole } from './roles';

describe('roles and guards (spec §6)', () => {
  it('lets only client-super-admin use the storefront', () => {
    expect(isCustomerRole('client-super-admin')).toBe(true);
    expect(isCustomerRole('super-admin')).toBe(false);
    expect(isCustomerRole(null)).toBe(false);
  });

  it('treats admin and super-admin as admin roles', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('super-admin')).toBe(true);
    expect(isAdminRole('client-super-admin')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('admin guard: allow admins, refuse others, invalid without login', () => {
    expect(decideAdminAccess(true, 'super-admin')).toBe('allow');
    expect(decideAdminAccess(true, 'client-super-admin')).toBe('no-permission');
    expect(decideAdminAccess(false, 'admin')).toBe('invalid');
  });

  it('customer guard: allow client-super-admin, refuse admins, invalid without login', () => {
    expect(decideCustomerAccess(true, 'client-super-admin')).toBe('allow');
    expect(decideCustomerAccess(true, 'admin')).toBe('no-permission');
    expect(decideCustomerAccess(false, 'client-super-admin')).toBe('invalid');
  });
});
