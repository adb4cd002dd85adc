import {
  BACK_OFFICE_ROLES,
  CommonErrorCode,
  HEADERS,
  isLanguageCode,
  type LanguageCode,
  PriceStatus,
  type RequestContext,
  type Role,
} from '@atelier/contracts/common';
import { type AdminPermissionKey, IdentityApi, type TenantSummary } from '@atelier/contracts/identity';
import { cached, type CacheStore, CommonException, runWithRequestId, ServiceClient } from '@atelier/platform';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CACHE } from '../gateway-options';
import { PERMISSION, PUBLIC_ROUTE, ROLES, TENANTLESS_ROUTE } from './route-metadata';
import type { ContextualRequest } from './request-with-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOKUP_TTL_SECONDS = 60;

function header(request: ContextualRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Languages by code; the storefront's Swedish route prefix "swe" is accepted as well. */
export function languageFrom(raw: string): LanguageCode {
  const code = raw.toLowerCase() === 'swe' ? 'sv' : raw.toLowerCase();
  return isLanguageCode(code) ? code : 'en';
}

function headerError(code: CommonErrorCode, key: string, headerName: string, params = {}): CommonException {
  return new CommonException(code, key, params, { [headerName]: [{ key, params }] });
}

/**
 * Builds the request context from the verified token and the headers, checking each: the tenant must
 * exist and be the token's, the customer must be mapped to the user, the price status one of 0, 1, 2.
 * Then enforces the route's needs: a user, a role, an admin permission.
 */
@Injectable()
export class RequestContextGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ContextualRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(TENANTLESS_ROUTE, targets)) return true;

    const requestIdHeader = header(request, HEADERS.requestId);
    const requestId = /^[\w-]{8,64}$/.test(requestIdHeader) ? requestIdHeader : randomUUID();
    const language = languageFrom(header(request, HEADERS.languageCode));
    const bootstrap: RequestContext = {
      tenantId: '',
      userId: null,
      role: null,
      customerId: null,
      priceStatus: PriceStatus.Hidden,
      language,
      requestId,
    };
    // Errors from here on are rendered in the caller's language even before the context is complete.
    request.atelier = bootstrap;

    return runWithRequestId(requestId, async () => {
      const tenant = await this.resolveTenant(bootstrap, header(request, HEADERS.tenant));
      const claims = request.user;
      if (claims && claims.tid !== tenant.id) {
        throw new CommonException(CommonErrorCode.TenantMismatch, 'error.tenantMismatch');
      }

      const rawStatus = header(request, HEADERS.priceStatus);
      if (rawStatus !== '' && !/^[012]$/.test(rawStatus)) {
        throw headerError(CommonErrorCode.InvalidPriceStatus, 'error.priceStatus', HEADERS.priceStatus);
      }
      const ctx: RequestContext = {
        ...bootstrap,
        tenantId: tenant.id,
        userId: claims?.sub ?? null,
        role: claims?.role ?? null,
        // Prices are for logged-in buyers only, whatever the header says.
        priceStatus: claims ? Number(rawStatus || '0') : PriceStatus.Hidden,
      };
      ctx.customerId = await this.resolveCustomer(ctx, header(request, HEADERS.customerId));
      request.atelier = ctx;

      const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
      if (!isPublic && !claims)
        throw new CommonException(CommonErrorCode.Unauthenticated, 'error.unauthenticated');
      const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
      if (roles && (!ctx.role || !roles.includes(ctx.role))) {
        throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
      }
      const permission = this.reflector.getAllAndOverride<AdminPermissionKey | undefined>(
        PERMISSION,
        targets,
      );
      if (permission) await this.assertPermission(ctx, permission);
      return true;
    });
  }

  private async resolveTenant(ctx: RequestContext, slug: string): Promise<TenantSummary> {
    if (!slug) throw headerError(CommonErrorCode.TenantRequired, 'error.tenantRequired', HEADERS.tenant);
    if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(slug)) {
      throw headerError(CommonErrorCode.TenantUnknown, 'error.tenantUnknown', HEADERS.tenant, {
        tenant: slug.slice(0, 64),
      });
    }
    const tenant = await cached(this.cache, `tenant:${slug.toLowerCase()}`, LOOKUP_TTL_SECONDS, () =>
      this.services.call(IdentityApi.resolveTenant, ctx, { slug }),
    );
    if (!tenant) {
      throw headerError(CommonErrorCode.TenantUnknown, 'error.tenantUnknown', HEADERS.tenant, {
        tenant: slug,
      });
    }
    return tenant;
  }

  /** An anonymous caller has no customer; a logged-in one may only name a customer mapped to them. */
  private async resolveCustomer(ctx: RequestContext, customerId: string): Promise<string | null> {
    const userId = ctx.userId;
    if (!customerId || !userId) return null;
    if (!UUID.test(customerId)) {
      throw headerError(CommonErrorCode.CustomerNotMapped, 'error.customerNotMapped', HEADERS.customerId);
    }
    const key = `customer-map:${ctx.tenantId}:${userId}:${customerId}`;
    const mapped = await cached(this.cache, key, LOOKUP_TTL_SECONDS, () =>
      this.services.call(IdentityApi.isCustomerMapped, ctx, { userId, customerId }),
    );
    if (!mapped)
      throw headerError(CommonErrorCode.CustomerNotMapped, 'error.customerNotMapped', HEADERS.customerId);
    return customerId;
  }

  private async assertPermission(ctx: RequestContext, permission: AdminPermissionKey): Promise<void> {
    const userId = ctx.userId;
    if (!ctx.role || !BACK_OFFICE_ROLES.includes(ctx.role) || !userId) {
      throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    }
    const granted = await cached(
      this.cache,
      `admin-perms:${ctx.tenantId}:${userId}`,
      LOOKUP_TTL_SECONDS,
      () => this.services.call(IdentityApi.listAdminPermissions, ctx, { id: userId }),
    );
    if (!granted.some((p) => p.key === permission)) {
      throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    }
  }
}
