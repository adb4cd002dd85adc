import type { AdminPermissionKey } from '@atelier/contracts/identity';
import type { Role } from '@atelier/contracts/common';
import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'atelier:public';
export const TENANTLESS_ROUTE = 'atelier:tenantless';
export const ROLES = 'atelier:roles';
export const PERMISSION = 'atelier:permission';

/** Callable without logging in (a token, if sent, is still checked). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);
/** Infrastructure routes (health, metrics) that belong to no tenant. */
export const Tenantless = (): MethodDecorator & ClassDecorator => SetMetadata(TENANTLESS_ROUTE, true);
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, roles);
/** A back-office route: the caller must be an admin holding this permission, checked on every call. */
export const RequirePermission = (permission: AdminPermissionKey): MethodDecorator & ClassDecorator =>
  SetMetadata(PERMISSION, permission);
