import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type Database, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { RESET_PASSWORD_TTL_SECONDS, VERIFY_EMAIL_TTL_SECONDS } from '../identity.options';
import { AccountMailer } from '../mail/account-mailer';
import type { MailKind } from '../mail/templates';
import { accountTokens, tenants, users } from '../schema/identity.schema';
import { hashToken, newToken } from '../shared/secrets';
import { type UserRow, userLanguage } from '../users/user-rows';

export type LinkPurpose = 'verify-email' | 'reset-password';

const TTL: Record<LinkPurpose, number> = {
  'verify-email': VERIFY_EMAIL_TTL_SECONDS,
  'reset-password': RESET_PASSWORD_TTL_SECONDS,
};
const ROUTE: Record<LinkPurpose, string> = {
  'verify-email': '/email-verification/',
  'reset-password': '/reset-password/',
};
/** A verification mail is not sent again while the last one is younger than this. */
const RESEND_AFTER_SECONDS = 10 * 60;

/** The single-use links sent by mail: random, stored as SHA-256, expiring, marked used once followed. */
@Injectable()
export class AccountLinksService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly mailer: AccountMailer,
  ) {}

  /** Stores a new link for the user and returns its URL (the only place the token exists in clear). */
  async create(db: Database, user: UserRow, purpose: LinkPurpose): Promise<string> {
    const { token, hash } = newToken();
    await db.insert(accountTokens).values({
      tenantId: user.tenantId,
      userId: user.id,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + TTL[purpose] * 1000),
    });
    return this.mailer.link(userLanguage(user), `${ROUTE[purpose]}${token}`);
  }

  /** A storefront link in the user's language, such as /swe/login. */
  link(user: UserRow, path: string): string {
    return this.mailer.link(userLanguage(user), path);
  }

  /** Creates a link and mails it with the given template. */
  async send(
    user: UserRow,
    purpose: LinkPurpose,
    kind: MailKind,
    params: Record<string, string> = {},
  ): Promise<void> {
    const link = await this.create(this.database.db, user, purpose);
    this.mail(user, kind, { ...params, brand: await this.brand(user.tenantId) }, link);
  }

  mail(user: UserRow, kind: MailKind, params: Record<string, string>, link: string | null): void {
    this.mailer.send(
      { email: user.email, name: user.firstName, language: userLanguage(user) },
      kind,
      params,
      link,
    );
  }

  /** The tenant's name, which the mail speaks in. */
  async brand(tenantId: string): Promise<string> {
    const [tenant] = await this.database.db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    return tenant?.name ?? 'Atelier';
  }

  /** Sends a new verification link unless one went out a few minutes ago. */
  async resendVerification(user: UserRow): Promise<void> {
    const [latest] = await this.database.db
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'verify-email')))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    if (latest && latest.createdAt.getTime() > Date.now() - RESEND_AFTER_SECONDS * 1000) return;
    await this.send(user, 'verify-email', 'verifyEmailAgain');
  }

  /** How many reset links the user was sent in the last hour. */
  async recentResets(userId: string): Promise<number> {
    const [row] = await this.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'reset-password'),
          gt(accountTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    return row?.count ?? 0;
  }

  /**
   * Marks a link used and returns its user, inside the caller's transaction. Unknown, used and expired
   * links get one answer, so the response says nothing about which it was.
   */
  async consume(db: Database, ctx: RequestContext, purpose: LinkPurpose, token: string): Promise<UserRow> {
    const [used] = await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.tenantId, ctx.tenantId),
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: accountTokens.userId });
    const [user] = used ? await db.select().from(users).where(eq(users.id, used.userId)).limit(1) : [];
    if (!user) throw new IdentityException(IdentityErrorCode.LinkInvalid, 'error.linkInvalid');
    return user;
  }

  /** After a password reset every other reset link of the user is spent too. */
  async spendAll(db: Database, userId: string, purpose: LinkPurpose): Promise<void> {
    await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
}
