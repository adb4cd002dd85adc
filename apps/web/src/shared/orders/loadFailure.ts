import { ApiError, errorMessage } from '../../api/client';

/** How a failed load is shown: 403 (trade prices only) has its own panel; other failures say why. */
export function loadFailure(error: unknown): { forbidden: boolean; message: string | null } {
  return { forbidden: error instanceof ApiError && error.status === 403, message: errorMessage(error) };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
