const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A fresh Idempotency-Key (1-128 of A-Z a-z 0-9 _ - : .) named by what it is for: a UUID where the
 * browser has one, else 32 random characters from the crypto source.
 */
export function newIdempotencyKey(prefix: string): string {
  const source = globalThis.crypto;
  if (typeof source.randomUUID === 'function') return `${prefix}-${source.randomUUID()}`;
  const bytes = source.getRandomValues(new Uint8Array(32));
  return `${prefix}-${Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('')}`;
}
