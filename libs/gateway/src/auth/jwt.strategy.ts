import { HEADERS } from '@atelier/contracts/common';
import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options';
import { isClaims, type TokenClaims, TokenService } from './token.service';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
    private readonly tokens: TokenService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(HEADERS.accessToken),
      // A key object rather than the string: given a string, jsonwebtoken first tries to read it as a
      // public key, which throws, on every request. passport-jwt hands the key on untouched; its types
      // name only string and Buffer.
      secretOrKey: createSecretKey(Buffer.from(options.jwtSecret)) as unknown as Buffer,
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
