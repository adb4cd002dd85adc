import { BACK_OFFICE_ROLES, HEADERS, type RequestContext, translate } from '@atelier/contracts/common';
import {
  GetMappedCustomersDto,
  IdentityApi,
  ListAdminPermissionsDto,
  LoginDto,
  type LoginFailure,
} from '@atelier/contracts/identity';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { hashedSubject, RateLimiter } from '../auth/rate-limiter';
import { SkipAccessToken } from '../auth/skip-access-token';
import { TokenService } from '../auth/token.service';
import { Ctx } from '../context/ctx.decorator';
import type { ContextualRequest } from '../context/request-with-context';
import { Public, Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { clientIp } from '../http/client-ip';

const LOGIN_FAILURE_MESSAGES: Record<LoginFailure, string> = {
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  PENDING_APPROVAL: 'auth.pendingApproval',
  EMAIL_NOT_VERIFIED: 'auth.emailNotVerified',
  ACCOUNT_INACTIVE: 'auth.accountInactive',
};

@ApiTags('users')
@ApiHeader({ name: 'x-tenant', required: true, example: 'demo' })
@Controller('users')
export class UsersController {
  constructor(
    private readonly services: ServiceClient,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Log in; wrong credentials answer 200 with status false and a message (spec §8). Returns the access ' +
      'token (data.token, at most 15 minutes) and the refresh token (data.refreshToken). Too many attempts: 429.',
  })
  async login(
    @Ctx() ctx: RequestContext,
    @Body() body: LoginDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { limits } = this.limiter;
    const window = { windowSeconds: limits.loginWindowSeconds, messageKey: 'error.loginRateLimited' };
    await this.limiter.consume(
      { ...window, bucket: 'login-ip', subject: clientIp(request), max: limits.loginPerIp },
      response,
    );
    // Failures are counted per email whether or not it is registered, so the limit reveals nothing.
    const subject = `${ctx.tenantId}:${hashedSubject(body.email)}`;
    const account = { ...window, bucket: 'login-account', subject, max: limits.loginSlowdownAfter };
    const pair = `${subject}:${clientIp(request)}`;
    await this.limiter.beforeLogin(pair, account, response);

    const result = await this.services.call(IdentityApi.login, ctx, body);
    if (!result.ok) {
      if (result.reason === 'INVALID_CREDENTIALS') await this.limiter.loginFailed(pair, account);
      return { status: false, message: translate(ctx.language, LOGIN_FAILURE_MESSAGES[result.reason]) };
    }
    await this.limiter.loginSucceeded(pair);
    const { user } = result;
    const tokens = await this.tokens.issue(user, result.session);
    return ok(
      {
        ...tokens,
        user: { _id: user._id, email: user.email, first_name: user.first_name, last_name: user.last_name },
      },
      translate(ctx.language, 'auth.loggedIn'),
    );
  }

  @Public()
  @SkipAccessToken()
  @Get('logout')
  @ApiOperation({
    summary:
      'End the session of the x-access-token sent (even an expired one): the token and its refresh-token ' +
      'family are revoked. Answers 200 whether or not a token was sent.',
  })
  async logout(@Ctx() ctx: RequestContext, @Req() request: ContextualRequest) {
    const raw = request.headers[HEADERS.accessToken];
    const claims = typeof raw === 'string' ? await this.tokens.verifyForLogout(raw) : null;
    if (claims && claims.tid === ctx.tenantId) {
      await this.tokens.revoke(claims);
      if (claims.fam) {
        await this.services.call(
          IdentityApi.revokeSession,
          { ...ctx, userId: claims.sub, role: claims.role },
          { familyId: claims.fam },
        );
      }
    }
    return { status: true, message: translate(ctx.language, 'auth.loggedOut') };
  }

  @Post('get-user-info')
  @HttpCode(200)
  async getUserInfo(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(IdentityApi.getUserInfo, ctx, {}));
  }

  @Post('get-mapped-customers')
  @HttpCode(200)
  @ApiOperation({ summary: 'Customers the user buys for, each with its primary address when it has one.' })
  async getMappedCustomers(@Ctx() ctx: RequestContext, @Body() body: GetMappedCustomersDto) {
    return ok(await this.services.call(IdentityApi.getMappedCustomers, ctx, body));
  }

  @Post('list-Admin-Permissions')
  @HttpCode(200)
  @Roles(...BACK_OFFICE_ROLES)
  @ApiOperation({
    summary:
      "An admin user's permissions under data.data (spec §7): your own, or anyone's with the users permission.",
  })
  async listAdminPermissions(@Ctx() ctx: RequestContext, @Body() body: ListAdminPermissionsDto) {
    const permissions = await this.services.call(IdentityApi.listAdminPermissions, ctx, body);
    return ok({ data: permissions });
  }
}
