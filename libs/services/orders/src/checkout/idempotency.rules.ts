import { createHash } from 'node:crypto';

/** Idempotency-Key header values: what a UUID, a ULID or a timestamped token looks like. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,128}$/;

/** A stable digest of what was asked, so the same key with another body can be told apart. */
export function requestHash(parts: Record<string, string | number | null>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((key) => [key, parts[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}
