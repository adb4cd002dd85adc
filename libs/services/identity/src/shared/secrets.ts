import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 in hex: what is stored for every emailed link and refresh token, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes, URL-safe, with the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
