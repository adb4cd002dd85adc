import { SetMetadata } from '@nestjs/common';

export const SKIP_ACCESS_TOKEN = 'atelier:skip-access-token';

/**
 * The route does not verify x-access-token (refresh, logout): a client whose access token has just
 * expired must still be able to refresh or log out, even if it sends the stale token along.
 */
export const SkipAccessToken = (): MethodDecorator & ClassDecorator => SetMetadata(SKIP_ACCESS_TOKEN, true);
