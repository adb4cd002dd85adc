import { CommonErrorCode, type Role } from '@atelier/contracts/common';
import type { CacheStore } from '@atelier/platform';
import { CommonException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { GATEWAY_CACHE } from '../gateway-options';

/** What an access token asserts; `tid` binds it to one tenant. */
export interface TokenClaims {
  sub: string;
  tid: string;
  role: Role;
  jti: string;
  exp: number;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
  ) {}

  sign(user: { id: string; tenantId: string; role: Role }): Promise<string> {
    return this.jwt.signAsync({ sub: user.id, tid: user.tenantId, role: user.role, jti: randomUUID() });
  }

  /** The denylist entry lives exactly as long as the token could otherwise still be used. */
  async revoke(claims: TokenClaims): Promise<void> {
    const ttl = claims.exp - Math.floor(Date.now() / 1000);
    if (ttl > 0) await this.cache.set(`revoked:${claims.jti}`, '1', ttl);
  }

  async assertNotRevoked(claims: TokenClaims): Promise<void> {
    if ((await this.cache.get(`revoked:${claims.jti}`)) !== null) {
      throw new CommonException(CommonErrorCode.TokenRevoked, 'error.tokenRevoked');
    }
  }
}
