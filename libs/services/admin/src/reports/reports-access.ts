import { BACK_OFFICE_ROLES, CommonErrorCode, type RequestContext, Role } from '@atelier/contracts/common';
import { type AdminPermissionKey, IdentityApi } from '@atelier/contracts/identity';
import { CommonException, ServiceClient } from '@atelier/platform';
import { Injectable } from '@nestjs/common';

/**
 * The service's own permission check (the gateway checks too): back-office staff holding the key, as
 * identity lists it. Buyers never pass, so no customer sees another's figures.
 */
@Injectable()
export class ReportsAccess {
  constructor(private readonly services: ServiceClient) {}

  async require(ctx: RequestContext, key: AdminPermissionKey): Promise<void> {
    if (!ctx.role || !BACK_OFFICE_ROLES.includes(ctx.role) || !ctx.userId) throw forbidden();
    if (ctx.role === Role.SuperAdmin) return;
    const held = await this.services.call(IdentityApi.listAdminPermissions, ctx, { id: ctx.userId });
    if (!held.some((p) => p.key === key)) throw forbidden();
  }
}

function forbidden(): CommonException {
  return new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
}
