import { isApiFailure } from '../../api/baseApi';
import { ApiError, errorMessage } from '../../api/client';

/** How a failed load is shown: 403 (trade prices only) has its own panel; other failures say why. */
export function loadFailure(error: unknown): { forbidden: boolean; message: string | null } {
  return { forbidden: error instanceof ApiError && error.status === 403, message: errorMessage(error) };
}

/** A thrown ApiError or the data layer's failure for a record that is not there (or not the buyer's). */
export function isNotFound(error: unknown): boolean {
  const status = error instanceof ApiError || isApiFailure(error) ? error.status : null;
  return status === 404 || status === 400;
}
