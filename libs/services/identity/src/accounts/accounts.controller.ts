import type { RequestContext } from '@atelier/contracts/common';
import {
  type AccountDetails,
  type ChangePasswordResult,
  ChangePasswordDto,
  EmailTokenDto,
  ForgotPasswordDto,
  IdentityPatterns,
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
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
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

  @MessagePattern(IdentityPatterns.register)
  register(@MessageCtx() ctx: RequestContext, @MessageBody() body: RegisterDto): Promise<RegistrationResult> {
    return this.registration.register(ctx, body);
  }

  @MessagePattern(IdentityPatterns.verifyEmail)
  verifyEmail(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: EmailTokenDto,
  ): Promise<VerifyEmailResult> {
    return this.registration.verifyEmail(ctx, body.token);
  }

  @MessagePattern(IdentityPatterns.forgotPassword)
  forgotPassword(@MessageCtx() ctx: RequestContext, @MessageBody() body: ForgotPasswordDto): null {
    this.passwords.forgotPassword(ctx, body.email);
    return null;
  }

  @MessagePattern(IdentityPatterns.resetPassword)
  resetPassword(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ResetPasswordDto,
  ): Promise<WithRevokedSessions<null>> {
    return this.passwords.resetPassword(ctx, body.token, body.password);
  }

  @MessagePattern(IdentityPatterns.changePassword)
  changePassword(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ChangePasswordDto,
  ): Promise<ChangePasswordResult> {
    return this.passwords.changePassword(ctx, body.currentPassword, body.password);
  }

  @MessagePattern(IdentityPatterns.getAccountDetails)
  accountDetails(@MessageCtx() ctx: RequestContext): Promise<AccountDetails> {
    return this.myAccount.details(ctx);
  }

  @MessagePattern(IdentityPatterns.updateMarkup)
  updateMarkup(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateMarkupDto,
  ): Promise<MarkupResult> {
    return this.myAccount.updateMarkup(ctx, body.markup);
  }

  @MessagePattern(IdentityPatterns.refreshSession)
  refresh(@MessageCtx() ctx: RequestContext, @MessageBody() body: RefreshTokenDto): Promise<RefreshResult> {
    return this.sessions.refresh(ctx, body.refreshToken);
  }

  @MessagePattern(IdentityPatterns.revokeSession)
  async revoke(@MessageCtx() ctx: RequestContext, @MessageBody() body: RevokeSessionDto): Promise<null> {
    await this.sessions.revoke(ctx, body.familyId);
    return null;
  }
}
