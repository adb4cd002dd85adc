import { HEADERS } from '@atelier/contracts/common';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ContextualRequest } from '../context/request-with-context';
import { PUBLIC_ROUTE } from '../context/route-metadata';
import { SKIP_ACCESS_TOKEN } from './skip-access-token';
import { TokenService } from './token.service';

/**
 * Authenticates the token when one is sent, on every route. Whether a route needs a user at all is
 * the context guard's decision. On a route open to anonymous callers (login, the menu) a token that
 * is expired, revoked or forged makes the caller anonymous rather than a 401: a page holding a stale
 * token must still be able to log in again.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ContextualRequest>();
    const token = request.headers[HEADERS.accessToken];
    if (!token) return true;
    if (this.flag(SKIP_ACCESS_TOKEN, context)) return true;
    try {
      // A header sent twice arrives as a list: not a token.
      request.user = await this.tokens.authenticate(typeof token === 'string' ? token : '');
    } catch (error) {
      if (!this.flag(PUBLIC_ROUTE, context)) throw error;
      request.user = undefined;
    }
    return true;
  }

  private flag(key: string, context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(key, [
        context.getHandler(),
        context.getClass(),
      ]) === true
    );
  }
}
