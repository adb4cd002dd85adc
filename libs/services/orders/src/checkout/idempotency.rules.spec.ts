import { IDEMPOTENCY_KEY_PATTERN, requestHash } from './idempotency.rules';

describe('idempotency', () => {
  it('hashes the same request the same way whatever the key order', () => {
    expect(requestHash({ a: 1, b: 'x', c: null })).toBe(requestHash({ c: null, b: 'x', a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });

  it('accepts UUIDs and tokens, refuses spaces and overlong keys', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('5d0f2c8e-8a3b-4e1c-9a44-1b2c3d4e5f60')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('checkout:2026-03-05T10:15:00.000Z')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('has space')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(129))).toBe(false);
  });
});
