import type { ContextualRequest } from '../context/request-with-context';

/** The caller's address, for per-address limits. */
export function clientIp(request: ContextualRequest): string {
  // Express resolves X-Forwarded-For only from the trusted proxies (loopback); otherwise the socket's.
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
