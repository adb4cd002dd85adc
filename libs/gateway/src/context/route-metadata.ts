import type { AdminPermissionKey } from '@atelier/contracts/identity';
import type { Role } from '@atelier/contracts/common';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const PUBLIC_ROUTE = 'atelier:public';
export const TENANTLESS_ROUTE = 'atelier:tenantless';
export const ROLES = 'atelier:roles';
export const PERMISSION = 'atelier:permission';

/**
 * Each access rule is also written into the OpenAPI document (x-public, x-roles, x-permission), so the
 * security tests read who may call an operation from the document itself and cover new routes unedited.
 */

/** Callable without logging in (a token that fails verification is ignored). */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiExtension('x-public', true));
/** Infrastructure routes (health, metrics) that belong to no tenant. */
export const Tenantless = (): MethodDecorator & ClassDecorator => SetMetadata(TENANTLESS_ROUTE, true);
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ROLES, roles), ApiExtension('x-roles', roles));
/** A back-office route: the caller must be an admin holding this permission, checked on every call. */
export const RequirePermission = (permission: AdminPermissionKey): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(PERMISSION, permission), ApiExtension('x-permission', permission));
