import { HEADERS, Role } from '@atelier/contracts/common';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options';
import { type TokenClaims, TokenService } from './token.service';

function isClaims(payload: unknown): payload is TokenClaims {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as Record<string, unknown>;
  return (
    typeof p['sub'] === 'string' &&
    typeof p['tid'] === 'string' &&
    typeof p['jti'] === 'string' &&
    typeof p['exp'] === 'number' &&
    (Object.values(Role) as unknown[]).includes(p['role'])
  );
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly tokens: TokenService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(HEADERS.accessToken),
      secretOrKey: options.jwtSecret,
      // Pinned: a token naming any other algorithm, "none" included, is refused.
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: unknown): Promise<TokenClaims | false> {
    if (!isClaims(payload)) return false;
    await this.tokens.assertNotRevoked(payload);
    return payload;
  }
}
