import type { RequestContext } from '@atelier/contracts/common';
import {
  type AccountDetails,
  ChangePasswordDto,
  type ChangePasswordResult,
  EmailTokenDto,
  ForgotPasswordDto,
  IdentityApi,
  type MarkupResult,
  type RefreshResult,
  RefreshTokenDto,
  RegisterDto,
  type RegistrationResult,
  ResetPasswordDto,
  RevokeSessionDto,
  UpdateMarkupDto,
  type VerifyEmailResult,
  type WithRevokedSessions,
} from '@atelier/contracts/identity';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { SessionsService } from '../sessions/sessions.service';
import { MyAccountService } from './my-account.service';
import { PasswordsService } from './passwords.service';
import { RegistrationService } from './registration.service';

@Controller()
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly passwords: PasswordsService,
    private readonly myAccount: MyAccountService,
    private readonly sessions: SessionsService,
  ) {}

  @Handles(IdentityApi.register)
  register(@MessageCtx() ctx: RequestContext, @MessageBody() body: RegisterDto): Promise<RegistrationResult> {
    return this.registration.register(ctx, body);
  }

  @Handles(IdentityApi.verifyEmail)
  verifyEmail(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: EmailTokenDto,
  ): Promise<VerifyEmailResult> {
    return this.registration.verifyEmail(ctx, body.token);
  }

  @Handles(IdentityApi.forgotPassword)
  forgotPassword(@MessageCtx() ctx: RequestContext, @MessageBody() body: ForgotPasswordDto): null {
    this.passwords.forgotPassword(ctx, body.email);
    return null;
  }

  @Handles(IdentityApi.resetPassword)
  resetPassword(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ResetPasswordDto,
  ): Promise<WithRevokedSessions<null>> {
    return this.passwords.resetPassword(ctx, body.token, body.password);
  }

  @Handles(IdentityApi.changePassword)
  changePassword(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ChangePasswordDto,
  ): Promise<ChangePasswordResult> {
    return this.passwords.changePassword(ctx, body.currentPassword, body.password);
  }

  @Handles(IdentityApi.getAccountDetails)
  accountDetails(@MessageCtx() ctx: RequestContext): Promise<AccountDetails> {
    return this.myAccount.details(ctx);
  }

  @Handles(IdentityApi.updateMarkup)
  updateMarkup(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateMarkupDto,
  ): Promise<MarkupResult> {
    return this.myAccount.updateMarkup(ctx, body.markup);
  }

  @Handles(IdentityApi.refreshSession)
  refresh(@MessageCtx() ctx: RequestContext, @MessageBody() body: RefreshTokenDto): Promise<RefreshResult> {
    return this.sessions.refresh(ctx, body.refreshToken);
  }

  @Handles(IdentityApi.revokeSession)
  async revoke(@MessageCtx() ctx: RequestContext, @MessageBody() body: RevokeSessionDto): Promise<null> {
    await this.sessions.revoke(ctx, body.familyId);
    return null;
  }
}
