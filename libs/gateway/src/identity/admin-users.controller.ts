import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  ADMIN_PERMISSIONS,
  CreateAdminUserDto,
  IdentityApi,
  SetAdminPermissionsDto,
  SetUserStatusDto,
  UpdateAdminUserDto,
} from '@atelier/contracts/identity';
import { type CacheStore, ServiceClient } from '@atelier/platform';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TokenService } from '../auth/token.service';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { GATEWAY_CACHE } from '../gateway-options';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import { forgetAdminPermissions } from './session-cache';

/**
 * Back office, permission "users": admin-management, admin-user-list, add-permissions,
 * admin-permissions, not-allowed-user/{id}.
 */
@ApiTags('back office: admin users')
@Controller()
@RequirePermission('users')
export class AdminUsersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly tokens: TokenService,
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
  ) {}

  @Get('admin-permissions')
  @ApiOperation({ summary: 'Every permission an admin user can be granted.' })
  permissions() {
    return ok(ADMIN_PERMISSIONS.map(({ key, label }) => ({ key, label })));
  }

  @Get('admin-users')
  @ApiOperation({ summary: 'Admin and super-admin users with their permissions.' })
  async list(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(IdentityApi.listAdminUsers, ctx, {}));
  }

  @Get('admin-users/:id')
  async get(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(IdentityApi.getAdminUser, ctx, { id }));
  }

  @Post('admin-users')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add an admin user; only a super-admin may add a super-admin.' })
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateAdminUserDto) {
    const user = await this.services.call(IdentityApi.createAdminUser, ctx, body);
    return ok(user, translate(ctx.language, 'account.userCreated'));
  }

  @Put('admin-users/:id')
  @ApiOperation({
    summary:
      "Edit an admin user's names, email, password or role (not your own email, password or role); a new " +
      'email, password or role ends their sessions.',
  })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateAdminUserDto,
  ) {
    const { result, revokedFamilies } = await this.services.call(IdentityApi.updateAdminUser, ctx, {
      ...body,
      id,
    });
    await this.tokens.revokeFamilies(revokedFamilies);
    await forgetAdminPermissions(this.cache, ctx.tenantId, id);
    return ok(result, translate(ctx.language, 'account.saved'));
  }

  @Put('admin-users/:id/permissions')
  @ApiOperation({
    summary: "Replace an admin user's permissions (not your own); effective on their next call.",
  })
  async setPermissions(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: SetAdminPermissionsDto,
  ) {
    const user = await this.services.call(IdentityApi.setAdminPermissions, ctx, {
      ...body,
      id,
    });
    await forgetAdminPermissions(this.cache, ctx.tenantId, id);
    return ok(user, translate(ctx.language, 'account.permissionsSaved'));
  }

  @Put('admin-users/:id/status')
  @ApiOperation({ summary: 'Allow (active) or stop (disabled) an admin user (not-allowed-user/{id}).' })
  async setStatus(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: SetUserStatusDto,
  ) {
    const { result, revokedFamilies } = await this.services.call(IdentityApi.setAdminUserStatus, ctx, {
      ...body,
      id,
    });
    await this.tokens.revokeFamilies(revokedFamilies);
    await forgetAdminPermissions(this.cache, ctx.tenantId, id);
    return ok(result, translate(ctx.language, 'account.saved'));
  }

  @Delete('admin-users/:id')
  @ApiOperation({ summary: 'Delete an admin user (not yourself); their sessions end.' })
  async delete(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    const { revokedFamilies } = await this.services.call(IdentityApi.deleteAdminUser, ctx, { id });
    await this.tokens.revokeFamilies(revokedFamilies);
    await forgetAdminPermissions(this.cache, ctx.tenantId, id);
    return { status: true, message: translate(ctx.language, 'account.userDeleted') };
  }
}
