import { AppException, MemoryCacheStore } from '@atelier/platform';
import type { Response } from 'express';
import type { GatewayOptions } from '../gateway-options';
import { hashedSubject, type Limit, RateLimiter } from './rate-limiter';

function fakeResponse(): Response & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return {
    headers,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return this;
    },
  } as unknown as Response & { headers: Record<string, string> };
}

const options = { rateLimits: { loginPerIp: 2 } } as GatewayOptions;
const limit: Limit = {
  bucket: 'login-ip',
  subject: '203.0.113.7',
  max: 2,
  windowSeconds: 900,
  messageKey: 'error.loginRateLimited',
};

describe('RateLimiter', () => {
  it('merges the configured limits over the defaults', () => {
    const limiter = new RateLimiter(new MemoryCacheStore(), options);
    expect(limiter.limits).toMatchObject({
      loginPerIp: 2,
      loginFreeFailures: 5,
      loginWindowSeconds: 900,
    });
  });

  it('lets the allowed attempts through, then answers 429 with Retry-After and the minutes to wait', async () => {
    const limiter = new RateLimiter(new MemoryCacheStore(), options);
    const response = fakeResponse();
    await limiter.consume(limit, response);
    await limiter.consume(limit, response);
    const refused = await limiter.consume(limit, response).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppException);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', i18nKey: 'error.loginRateLimited' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((refused as AppException).params['minutes']).toBe(Math.ceil(retryAfter / 60));
  });

  it('makes the address that keeps failing on an account wait, and no other address', async () => {
    const limiter = new RateLimiter(new MemoryCacheStore(), options);
    const response = fakeResponse();
    const account = { ...limit, bucket: 'login-account', subject: 't:account', max: 50 };
    for (let failure = 0; failure < 5; failure += 1) {
      await limiter.beforeLogin('t:account:203.0.113.7', account, response);
      await limiter.loginFailed('t:account:203.0.113.7', account);
    }
    await expect(limiter.beforeLogin('t:account:203.0.113.7', account, response)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(limiter.beforeLogin('t:account:198.51.100.1', account, response)).resolves.toBeUndefined();
    await limiter.loginSucceeded('t:account:203.0.113.7');
    await expect(limiter.beforeLogin('t:account:203.0.113.7', account, response)).resolves.toBeUndefined();
  });

  it('keeps emails out of the keys', () => {
    expect(hashedSubject(' Bea@Lund.example ')).toBe(hashedSubject('bea@lund.example'));
    expect(hashedSubject('bea@lund.example')).toMatch(/^[0-9a-f]{32}$/);
  });
});
