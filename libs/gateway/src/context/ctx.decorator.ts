import type { RequestContext } from '@atelier/contracts/common';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ContextualRequest } from './request-with-context';

/** The checked request context of this call; the context guard guarantees it exists. */
export const Ctx = createParamDecorator((_: unknown, host: ExecutionContext): RequestContext => {
  const ctx = host.switchToHttp().getRequest<ContextualRequest>().atelier;
  if (!ctx) throw new Error('Request context missing: is the route tenantless?');
  return ctx;
});
