import { CommonErrorCode, type RequestContext, systemContext } from '@atelier/contracts/common';
import { CreateTenantDto, IdentityApi } from '@atelier/contracts/identity';
import { AppException, ServiceClient } from '@atelier/platform';
import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { Public, Tenantless } from '../context/route-metadata';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options';
import { ok } from '../http/api-response';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The platform operator's calls, above any tenant: creating a tenant (a wholesaler) with its first
 * super-admin. They answer only to the operator's token (PLATFORM_TOKEN); without one configured they
 * do not exist.
 */
@ApiTags('platform')
@Public()
@Tenantless()
@Controller('platform')
export class PlatformController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Post('tenants')
  @HttpCode(200)
  @ApiHeader({ name: 'x-platform-token', required: true, description: "The platform operator's token." })
  @ApiOperation({ summary: 'Create a tenant and its first super-admin (platform operator only).' })
  async createTenant(@Headers('x-platform-token') token: string | undefined, @Body() body: CreateTenantDto) {
    const expected = this.options.platformToken;
    if (!expected) {
      throw new AppException(CommonErrorCode.NotFound, 'error.routeNotFound', {
        method: 'POST',
        path: '/api/platform/tenants',
      });
    }
    if (!token || !sameSecret(token, expected)) {
      throw new AppException(CommonErrorCode.Forbidden, 'error.forbidden');
    }
    const ctx: RequestContext = systemContext('', randomUUID());
    return ok(await this.services.call(IdentityApi.createTenant, ctx, body));
  }
}
