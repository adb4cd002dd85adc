import { CommonErrorCode, Role } from '@atelier/contracts/common';
import type { AuthenticatedUser, IssuedSession } from '@atelier/contracts/identity';
import type { CacheStore } from '@atelier/platform';
import { CommonException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CACHE, GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options';

/** What an access token asserts; `tid` binds it to one tenant, `fam` to the refresh-token family it came with. */
export interface TokenClaims {
  sub: string;
  tid: string;
  role: Role;
  jti: string;
  exp: number;
  fam?: string;
}

/** What login, refresh and change-password hand the client. */
export interface SessionTokens {
  role: Role;
  token: string;
  refreshToken: string;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  sign(user: { id: string; tenantId: string; role: Role; familyId?: string }): Promise<string> {
    return this.jwt.signAsync({
      sub: user.id,
      tid: user.tenantId,
      role: user.role,
      jti: randomUUID(),
      ...(user.familyId ? { fam: user.familyId } : {}),
    });
  }

  /** A short-lived access token bound to the session's family, and the session's refresh token. */
  async issue(user: AuthenticatedUser, session: IssuedSession): Promise<SessionTokens> {
    const token = await this.sign({
      id: user._id,
      tenantId: user.tenantId,
      role: user.role,
      familyId: session.familyId,
    });
    return { role: user.role, token, refreshToken: session.refreshToken };
  }

  /** The denylist entry lives exactly as long as the token could otherwise still be used. */
  async revoke(claims: TokenClaims): Promise<void> {
    const ttl = claims.exp - Math.floor(Date.now() / 1000);
    if (ttl > 0) await this.cache.set(`revoked:${claims.jti}`, '1', ttl);
    if (claims.fam) await this.revokeFamilies([claims.fam]);
  }

  /**
   * Ends the access tokens of whole sessions (their refresh tokens are revoked by identity): any token
   * carrying one of these families is refused until it would have expired anyway.
   */
  async revokeFamilies(familyIds: readonly string[]): Promise<void> {
    await Promise.all(
      familyIds.map((id) => this.cache.set(`revoked-family:${id}`, '1', this.options.jwtAccessTtlSeconds)),
    );
  }

  async assertNotRevoked(claims: TokenClaims): Promise<void> {
    const [token, family] = await Promise.all([
      this.cache.get(`revoked:${claims.jti}`),
      claims.fam ? this.cache.get(`revoked-family:${claims.fam}`) : Promise.resolve(null),
    ]);
    if (token !== null || family !== null) {
      throw new CommonException(CommonErrorCode.TokenRevoked, 'error.tokenRevoked');
    }
  }

  /**
   * The caller a token names: signature (HS256 only), expiry, claims, and not revoked. An expired token
   * answers its own code, so the web app knows to refresh rather than to log the user out.
   */
  async authenticate(token: string): Promise<TokenClaims> {
    let payload: unknown;
    try {
      payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, { algorithms: ['HS256'] });
    } catch (error) {
      if (error instanceof TokenExpiredError) {
        throw new CommonException(CommonErrorCode.TokenExpired, 'error.tokenExpired');
      }
      throw new CommonException(CommonErrorCode.Unauthenticated, 'error.tokenInvalid');
    }
    if (!isClaims(payload)) throw new CommonException(CommonErrorCode.Unauthenticated, 'error.tokenInvalid');
    await this.assertNotRevoked(payload);
    return payload;
  }

  /**
   * Logout must work with an access token that has just expired: its signature (HS256 only) and claims
   * are checked, its expiry is not.
   */
  async verifyForLogout(token: string): Promise<TokenClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, {
        algorithms: ['HS256'],
        ignoreExpiration: true,
      });
      return isClaims(payload) ? payload : null;
    } catch {
      return null;
    }
  }
}

export function isClaims(payload: unknown): payload is TokenClaims {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return (
    typeof p['sub'] === 'string' &&
    typeof p['tid'] === 'string' &&
    typeof p['jti'] === 'string' &&
    typeof p['exp'] === 'number' &&
    (p['fam'] === undefined || typeof p['fam'] === 'string') &&
    (Object.values(Role) as unknown[]).includes(p['role'])
  );
}
