import { BACK_OFFICE_ROLES, type RequestContext, translate } from '@atelier/contracts/common';
import {
  type AdminPermission,
  GetMappedCustomersDto,
  IdentityPatterns,
  ListAdminPermissionsDto,
  LoginDto,
  type LoginResult,
  type MappedCustomer,
  type UserInfo,
} from '@atelier/contracts/identity';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TokenService } from '../auth/token.service';
import { Ctx } from '../context/ctx.decorator';
import type { ContextualRequest } from '../context/request-with-context';
import { Public, Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';

@ApiTags('users')
@ApiHeader({ name: 'x-tenant', required: true, example: 'demo' })
@Controller('users')
export class UsersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Log in; wrong credentials answer 200 with status false and a message (spec §8).',
  })
  async login(@Ctx() ctx: RequestContext, @Body() body: LoginDto) {
    const result = await this.services.send<LoginResult>(IdentityPatterns.login, ctx, body);
    if (!result.ok) return { status: false, message: translate(ctx.language, 'auth.invalidCredentials') };
    const { user } = result;
    const token = await this.tokens.sign({ id: user._id, tenantId: user.tenantId, role: user.role });
    return ok(
      {
        role: user.role,
        token,
        user: { _id: user._id, email: user.email, first_name: user.first_name, last_name: user.last_name },
      },
      translate(ctx.language, 'auth.loggedIn'),
    );
  }

  @Get('logout')
  @ApiOperation({ summary: 'Revoke the access token; using it afterwards answers 401.' })
  async logout(@Ctx() ctx: RequestContext, @Req() request: ContextualRequest) {
    if (request.user) await this.tokens.revoke(request.user);
    return { status: true, message: translate(ctx.language, 'auth.loggedOut') };
  }

  @Post('get-user-info')
  @HttpCode(200)
  async getUserInfo(@Ctx() ctx: RequestContext) {
    return ok(await this.services.send<UserInfo>(IdentityPatterns.getUserInfo, ctx, {}));
  }

  @Post('get-mapped-customers')
  @HttpCode(200)
  @ApiOperation({ summary: 'Customers the user buys for, each with its primary address when it has one.' })
  async getMappedCustomers(@Ctx() ctx: RequestContext, @Body() body: GetMappedCustomersDto) {
    return ok(await this.services.send<MappedCustomer[]>(IdentityPatterns.getMappedCustomers, ctx, body));
  }

  @Post('list-Admin-Permissions')
  @HttpCode(200)
  @Roles(...BACK_OFFICE_ROLES)
  async listAdminPermissions(@Ctx() ctx: RequestContext, @Body() body: ListAdminPermissionsDto) {
    const permissions = await this.services.send<AdminPermission[]>(
      IdentityPatterns.listAdminPermissions,
      ctx,
      body,
    );
    return ok({ data: permissions });
  }
}
