import type { RequestContext } from '@atelier/contracts/common';
import type { AdminPermissionKey } from '@atelier/contracts/identity';
import { Injectable } from '@nestjs/common';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { UsersService } from '../users/users.service';

/**
 * The gateway checks every back-office route's permission; the service checks again, because a message
 * may come from elsewhere and identity owns who may change users and customers.
 */
@Injectable()
export class BackOfficeAccess {
  constructor(private readonly users: UsersService) {}

  async require(ctx: RequestContext, permission: AdminPermissionKey): Promise<string> {
    if (!ctx.userId || !(await this.users.holdsPermission(ctx.tenantId, ctx.userId, permission))) {
      throw new IdentityException(IdentityErrorCode.NotAdmin, 'error.forbidden');
    }
    return ctx.userId;
  }
}
