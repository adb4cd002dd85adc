import { Role, type RequestContext, translate } from '@atelier/contracts/common';
import {
  ChangePasswordDto,
  EmailTokenDto,
  ForgotPasswordDto,
  IdentityApi,
  IdentityErrorCode,
  RefreshTokenDto,
  RegisterDto,
  ResetPasswordDto,
  UpdateMarkupDto,
} from '@atelier/contracts/identity';
import { AppException, ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateLimiter } from '../auth/rate-limiter';
import { SkipAccessToken } from '../auth/skip-access-token';
import { TokenService } from '../auth/token.service';
import { Ctx } from '../context/ctx.decorator';
import type { ContextualRequest } from '../context/request-with-context';
import { Public, Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { clientIp } from '../http/client-ip';

/** Registration, email verification, passwords, sessions and My Account (issue 4). */
@ApiTags('accounts')
@ApiHeader({ name: 'x-tenant', required: true, example: 'demo' })
@Controller('users')
export class AccountsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
  ) {}

  /** The public account forms share one per-IP budget: they send mail or try tokens. */
  private async formLimit(request: ContextualRequest, response: Response): Promise<void> {
    const { limits } = this.limiter;
    await this.limiter.consume(
      {
        bucket: 'account-forms',
        subject: clientIp(request),
        max: limits.accountFormsPerIp,
        windowSeconds: limits.accountFormsWindowSeconds,
        messageKey: 'error.formRateLimited',
      },
      response,
    );
  }

  @Public()
  @Post('register')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Register a company (/user-registration): a pending customer and its contact user; a verification ' +
      'email is sent. 409 with errors.email when the email is already registered.',
  })
  async register(
    @Ctx() ctx: RequestContext,
    @Body() body: RegisterDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.formLimit(request, response);
    const result = await this.services.call(IdentityApi.register, ctx, body);
    return ok(result, translate(ctx.language, 'account.registered'));
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Follow the emailed /email-verification/{id} link: {id} is the token.' })
  async verifyEmail(
    @Ctx() ctx: RequestContext,
    @Body() body: EmailTokenDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.formLimit(request, response);
    const result = await this.services.call(IdentityApi.verifyEmail, ctx, body);
    const message = result.approved ? 'account.emailVerified' : 'account.emailVerifiedPending';
    return ok(result, translate(ctx.language, message));
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a reset link. The answer is the same whether or not the email is registered.',
  })
  async forgotPassword(
    @Ctx() ctx: RequestContext,
    @Body() body: ForgotPasswordDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.formLimit(request, response);
    await this.services.call(IdentityApi.forgotPassword, ctx, body);
    return { status: true, message: translate(ctx.language, 'account.resetLinkSent') };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with the emailed /reset-password/{id} link; every session of the user ends.',
  })
  async resetPassword(
    @Ctx() ctx: RequestContext,
    @Body() body: ResetPasswordDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    await this.formLimit(request, response);
    const { revokedFamilies } = await this.services.call(IdentityApi.resetPassword, ctx, body);
    await this.tokens.revokeFamilies(revokedFamilies);
    return { status: true, message: translate(ctx.language, 'account.passwordReset') };
  }

  @Public()
  @SkipAccessToken()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trade the refresh token for a new access token and a new refresh token (rotation). A refresh ' +
      'token used twice ends its whole session: 401 IDENTITY_REFRESH_TOKEN_REUSED.',
  })
  async refresh(@Ctx() ctx: RequestContext, @Body() body: RefreshTokenDto) {
    const result = await this.services.call(IdentityApi.refreshSession, ctx, body);
    if (!result.ok) {
      if (result.familyId) await this.tokens.revokeFamilies([result.familyId]);
      throw new AppException(
        result.reason === 'REUSED'
          ? IdentityErrorCode.RefreshTokenReused
          : IdentityErrorCode.RefreshTokenInvalid,
        'error.tokenRevoked',
      );
    }
    return ok(await this.tokens.issue(result.user, result.session));
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Change your password. Every session of yours ends, this one included; the answer carries the new ' +
      'token and refreshToken to carry on with.',
  })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Body() body: ChangePasswordDto,
    @Req() request: ContextualRequest,
  ) {
    const result = await this.services.call(IdentityApi.changePassword, ctx, body);
    await this.tokens.revokeFamilies(result.revokedFamilies);
    if (request.user) await this.tokens.revoke(request.user);
    return ok(
      await this.tokens.issue(result.user, result.session),
      translate(ctx.language, 'account.passwordChanged'),
    );
  }

  @Get('account-details')
  @Roles(Role.ClientSuperAdmin)
  @ApiHeader({ name: 'x-customer-id', required: false, description: 'The selected customer.' })
  @ApiOperation({
    summary:
      'The account details modal: the selected customer (x-customer-id), or else your first customer with ' +
      'a primary address.',
  })
  async accountDetails(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(IdentityApi.getAccountDetails, ctx, {}));
  }

  @Post('update-markup')
  @HttpCode(200)
  @Roles(Role.ClientSuperAdmin)
  @ApiHeader({ name: 'x-customer-id', required: true, description: 'The customer whose markup changes.' })
  @ApiOperation({ summary: "The selected customer's retail markup (1 to 10, one decimal), used for RRP." })
  async updateMarkup(@Ctx() ctx: RequestContext, @Body() body: UpdateMarkupDto) {
    const result = await this.services.call(IdentityApi.updateMarkup, ctx, body);
    return ok(result, translate(ctx.language, 'account.markupSaved'));
  }
}
