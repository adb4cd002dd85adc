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
      loginFailuresPerAccount: 10,
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

  it('checks without counting, and counts separately (failed logins per account)', async () => {
    const limiter = new RateLimiter(new MemoryCacheStore(), options);
    const response = fakeResponse();
    await limiter.check(limit, response);
    await limiter.count(limit);
    await limiter.check(limit, response);
    await limiter.count(limit);
    await expect(limiter.check(limit, response)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keeps emails out of the keys', () => {
    expect(hashedSubject(' Bea@Lund.example ')).toBe(hashedSubject('bea@lund.example'));
    expect(hashedSubject('bea@lund.example')).toMatch(/^[0-9a-f]{32}$/);
  });
});
