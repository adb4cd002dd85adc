import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException, CommonException } from '@atelier/platform';
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { lastValueFrom, Observable } from 'rxjs';
import type { ContextualRequest } from '../context/request-with-context';
import { PUBLIC_ROUTE } from '../context/route-metadata';
import { SKIP_ACCESS_TOKEN } from './skip-access-token';
import type { TokenClaims } from './token.service';

/**
 * Authenticates the token when one is sent, on every route. Whether a route needs a user at all is
 * the context guard's decision. On a route open to anonymous callers (login, the menu) a token that
 * is expired, revoked or forged makes the caller anonymous rather than a 401: a page holding a stale
 * token must still be able to log in again.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> | Observable<boolean> {
    const request = context.switchToHttp().getRequest<ContextualRequest>();
    if (!request.headers['x-access-token']) return true;
    const skip = this.reflector.getAllAndOverride<boolean | undefined>(SKIP_ACCESS_TOKEN, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip) return true;
    const anonymousAllowed = this.reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    return anonymousAllowed ? this.authenticateOptionally(context, request) : super.canActivate(context);
  }

  private async authenticateOptionally(
    context: ExecutionContext,
    request: ContextualRequest,
  ): Promise<boolean> {
    try {
      const verdict = super.canActivate(context);
      return verdict instanceof Observable ? await lastValueFrom(verdict) : await verdict;
    } catch {
      request.user = undefined;
      return true;
    }
  }

  override handleRequest<TUser = TokenClaims>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error instanceof AppException) throw error;
    if (user) return user;
    if (info instanceof Error && info.name === 'TokenExpiredError') {
      throw new CommonException(CommonErrorCode.TokenExpired, 'error.tokenExpired');
    }
    throw new CommonException(CommonErrorCode.Unauthenticated, 'error.tokenInvalid');
  }
}
