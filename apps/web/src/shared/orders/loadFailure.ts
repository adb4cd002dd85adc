import { isApiFailure } from '../../api/baseApi';
import { ApiError } from '../../api/client';

/** A thrown ApiError or the data layer's failure for a record that is not there (or not the buyer's). */
export function isNotFound(error: unknown): boolean {
  const status = error instanceof ApiError || isApiFailure(error) ? error.status : null;
  return status === 404 || status === 400;
}

/** 403 from the data layer: order history and invoices need trade prices. */
export function isForbidden(error: unknown): boolean {
  return isApiFailure(error) && error.status === 403;
}
