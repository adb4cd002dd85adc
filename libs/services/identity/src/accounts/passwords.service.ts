import type { RequestContext } from '@atelier/contracts/common';
import type { ChangePasswordResult, WithRevokedSessions } from '@atelier/contracts/identity';
import { DATABASE, getLogger, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { RESET_MAILS_PER_HOUR } from '../identity.options';
import { users } from '../schema/identity.schema';
import { SessionsService } from '../sessions/sessions.service';
import { normaliseEmail } from '../shared/names';
import { PasswordHasher } from '../users/password-hasher';
import { authenticatedUser } from '../users/user-rows';
import { AccountLinksService } from './account-links.service';

/** /forgot-password, /reset-password/{id} and My Account's change password. */
@Injectable()
export class PasswordsService {
  private readonly log = getLogger('passwords');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly links: AccountLinksService,
  ) {}

  /**
   * Answers at once and the same for every email: the lookup, the link and the mail happen afterwards,
   * so neither the answer nor its timing tells whether the email is registered.
   */
  forgotPassword(ctx: RequestContext, email: string): void {
    this.sendResetLink(ctx, normaliseEmail(email)).catch((error: unknown) => {
      this.log.error({ err: error }, 'reset link not sent');
    });
  }

  private async sendResetLink(ctx: RequestContext, email: string): Promise<void> {
    const [user] = await this.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    // Only people who could log in afterwards get a link; a pending applicant waits for approval.
    if (!user || (user.status !== 'active' && user.status !== 'pending')) return;
    if ((await this.links.recentResets(user.id)) >= RESET_MAILS_PER_HOUR) return;
    await this.links.send(user, 'reset-password', 'resetPassword');
  }

  /** Sets the new password, spends every reset link and ends every session of the user. */
  async resetPassword(
    ctx: RequestContext,
    token: string,
    password: string,
  ): Promise<WithRevokedSessions<null>> {
    const passwordHash = await this.hasher.hash(password);
    return this.database.db.transaction(async (tx) => {
      const user = await this.links.consume(tx, ctx, 'reset-password', token);
      await tx
        .update(users)
        // Following the mailed link proves the address as well as the verification link would.
        .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await this.links.spendAll(tx, user.id, 'reset-password');
      const revokedFamilies = await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id);
      return { result: null, revokedFamilies };
    });
  }

  /** Checks the current password, sets the new one, ends every session and starts the caller's next. */
  async changePassword(
    ctx: RequestContext,
    currentPassword: string,
    password: string,
  ): Promise<ChangePasswordResult> {
    if (!ctx.userId) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.unauthenticated');
    const [user] = await this.database.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, ctx.userId)))
      .limit(1);
    if (!user) throw new IdentityException(IdentityErrorCode.UserNotFound, 'error.notFound');
    if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
      throw new IdentityException(
        IdentityErrorCode.WrongPassword,
        'error.validation',
        {},
        {
          currentPassword: [{ key: 'validation.currentPassword' }],
        },
      );
    }
    const passwordHash = await this.hasher.hash(password);
    return this.database.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      const revokedFamilies = await this.sessions.revokeAllOfUser(tx, ctx.tenantId, user.id);
      const session = await this.sessions.start(tx, ctx.tenantId, user.id);
      return { user: authenticatedUser(user), session, revokedFamilies };
    });
  }
}
