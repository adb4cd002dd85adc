import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException } from './app.exception';

/**
 * PostgreSQL's answers while it is going away or coming back: a connection exception (class 08), the
 * server shutting down or starting up (57P01 to 57P03), too many connections (53300).
 */
const TRANSIENT_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const TRANSIENT_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * Whether a failure is the infrastructure's for a moment (the database restarting, a connection cut,
 * another service not answering) rather than the message's: the same work can succeed if tried again
 * shortly. Follows `cause` a few levels, since query builders wrap the driver's error.
 */
export function isTransientFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof AppException) {
      return (
        current.code === (CommonErrorCode.ServiceUnavailable as string) ||
        current.code === (CommonErrorCode.ServiceTimeout as string)
      );
    }
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (TRANSIENT_SQLSTATE.test(code) || TRANSIENT_SOCKET.has(code)))
      return true;
    // node-postgres reports a connection that died under a query by message alone.
    if (typeof message === 'string' && message.startsWith('Connection terminated')) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface RetryOptions {
  /** Stop retrying (the process is shutting down): the failure is thrown as it is. */
  stop?: () => boolean;
  onRetry?: (error: unknown, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the work, and again after each delay for as long as it fails transiently; a lasting failure is
 * thrown at once, the last transient one once the delays are spent.
 */
export async function retryWhileTransient<T>(
  work: () => Promise<T>,
  delaysMs: readonly number[],
  options: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined || options.stop?.() === true || !isTransientFailure(error)) throw error;
      options.onRetry?.(error, delay);
      await (options.sleep ?? pause)(delay);
    }
  }
}
