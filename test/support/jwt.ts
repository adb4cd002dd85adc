import { createHmac } from 'node:crypto';

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made tokens for attacking the gateway: other tenants, expired, wrong key, other algorithms. */
export function signToken(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const unsigned = `${b64(header)}.${b64(claims)}`;
  if (header['alg'] === 'none') return `${unsigned}.`;
  const algorithm = header['alg'] === 'HS512' ? 'sha512' : 'sha256';
  return `${unsigned}.${createHmac(algorithm, secret).update(unsigned).digest('base64url')}`;
}

export function decodeClaims(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
