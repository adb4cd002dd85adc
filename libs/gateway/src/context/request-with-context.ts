import type { RequestContext } from '@atelier/contracts/common';
import type { Request } from 'express';
import type { TokenClaims } from '../auth/token.service';

export interface ContextualRequest extends Request {
  user?: TokenClaims;
  atelier?: RequestContext;
}
