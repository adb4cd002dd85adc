import type { RequestContext } from '@atelier/contracts/common';
import type { AuthenticatedUser, IssuedSession, RefreshResult } from '@atelier/contracts/identity';
import { DATABASE, type Database, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options';
import { refreshTokens, users } from '../schema/identity.schema';
import { hashToken, newToken } from '../shared/secrets';
import { authenticatedUser, canLogIn } from '../users/user-rows';
import { isConcurrentRefresh } from './refresh-grace';

/**
 * Refresh tokens: opaque, stored hashed, one family per login. A refresh marks the presented token used
 * and issues the next of the family; presenting a used token again means it was copied, so the whole
 * family ends (the thief's copy and the owner's current token alike) -- unless it comes within a few
 * seconds of its first use: two tabs of one browser refreshing at the same moment each get a token of
 * the family (see isConcurrentRefresh) instead of logging the user out.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  /** Starts a family for a user who just proved who they are. */
  async start(
    db: Database,
    tenantId: string,
    userId: string,
    familyId: string = randomUUID(),
  ): Promise<IssuedSession> {
    const { token, hash } = newToken();
    const expiresAt = new Date(Date.now() + this.options.refreshTokenTtlSeconds * 1000);
    await db.insert(refreshTokens).values({ tenantId, userId, familyId, tokenHash: hash, expiresAt });
    // Rows long past their expiry serve nothing; the user's own login is a cheap moment to drop them.
    await db
      .delete(refreshTokens)
      .where(
        and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now() - interval '1 day'`)),
      );
    return { refreshToken: token, familyId, expiresAt: expiresAt.toISOString() };
  }

  async refresh(ctx: RequestContext, refreshToken: string): Promise<RefreshResult> {
    const hash = hashToken(refreshToken);
    return this.database.db.transaction(async (tx) => {
      // Locked, so two refreshes with one token cannot both rotate it: the second sees it used.
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tenantId, ctx.tenantId), eq(refreshTokens.tokenHash, hash)))
        .for('update')
        .limit(1);
      if (!row) return { ok: false, reason: 'INVALID', familyId: null };
      if (row.revokedAt) return { ok: false, reason: 'INVALID', familyId: row.familyId };
      if (row.usedAt && !isConcurrentRefresh(row.usedAt, new Date())) {
        await this.revokeFamilies(tx, ctx.tenantId, [row.familyId]);
        return { ok: false, reason: 'REUSED', familyId: row.familyId };
      }
      if (row.expiresAt.getTime() <= Date.now())
        return { ok: false, reason: 'INVALID', familyId: row.familyId };
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      const current: AuthenticatedUser | null = user && canLogIn(user) ? authenticatedUser(user) : null;
      if (!current) {
        await this.revokeFamilies(tx, ctx.tenantId, [row.familyId]);
        return { ok: false, reason: 'INVALID', familyId: row.familyId };
      }
      if (!row.usedAt) {
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      }
      const session = await this.start(tx, ctx.tenantId, row.userId, row.familyId);
      return { ok: true, user: current, session };
    });
  }

  /** Logout: ends the caller's own family. */
  async revoke(ctx: RequestContext, familyId: string): Promise<void> {
    if (!ctx.userId) return;
    await this.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tenantId, ctx.tenantId),
          eq(refreshTokens.userId, ctx.userId),
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
  }

  /** Ends every session of a user (password changed or reset, access withdrawn); returns the families ended. */
  async revokeAllOfUser(db: Database, tenantId: string, userId: string): Promise<string[]> {
    const rows = await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tenantId, tenantId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((row) => row.familyId))];
  }

  private async revokeFamilies(db: Database, tenantId: string, familyIds: string[]): Promise<void> {
    for (const familyId of familyIds) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tenantId, tenantId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    }
  }
}
