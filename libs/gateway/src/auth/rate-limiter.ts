import { CommonErrorCode } from '@atelier/contracts/common';
import { type CacheStore, CommonException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import {
  DEFAULT_RATE_LIMITS,
  GATEWAY_CACHE,
  GATEWAY_OPTIONS,
  type GatewayOptions,
  type RateLimitOptions,
} from '../gateway-options';
import { accountDelayMs, type LoginThrottleLimits, pairDecision, type PairFailures } from './login-throttle';

export interface Limit {
  /** What is counted, such as login-ip; part of the key. */
  bucket: string;
  /** Whose attempts: an IP, or a hash of an email. */
  subject: string;
  max: number;
  windowSeconds: number;
  /** The i18n key of the 429 message; it gets {minutes}. */
  messageKey: string;
}

function parsePairFailures(raw: string): PairFailures | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { count, lastAt } = value as Record<string, unknown>;
    return typeof count === 'number' && typeof lastAt === 'number' ? { count, lastAt } : null;
  } catch {
    return null;
  }
}

/** A subject that should not sit in Redis keys in clear (emails). */
export function hashedSubject(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Fixed-window counters in the gateway cache (Redis in distributed mode, shared by every gateway
 * replica). Over the limit: 429 with Retry-After and a message saying how long to wait.
 */
@Injectable()
export class RateLimiter {
  readonly limits: RateLimitOptions;

  constructor(
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
    @Inject(GATEWAY_OPTIONS) options: GatewayOptions,
  ) {
    this.limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  }

  /** Counts an attempt, refusing it when the window's count is over the limit. */
  async consume(limit: Limit, response: Response): Promise<void> {
    const { key, retryAfter } = this.window(limit);
    const count = await this.cache.incr(key, limit.windowSeconds);
    if (count > limit.max) this.refuse(limit, retryAfter, response);
  }

  async count(limit: Limit): Promise<number> {
    return this.cache.incr(this.window(limit).key, limit.windowSeconds);
  }

  /** The window's count so far, without counting. */
  async current(limit: Limit): Promise<number> {
    return Number((await this.cache.get(this.window(limit).key)) ?? '0');
  }

  /**
   * Login throttling (login-throttle.ts): the address that keeps failing on an account waits longer and
   * longer; the account itself, attacked from everywhere, is only slowed. Nobody else is locked out.
   */
  async beforeLogin(pair: string, account: Limit, response: Response): Promise<void> {
    const throttle = this.throttleLimits();
    const raw = await this.cache.get(`rate:login-pair:${pair}`);
    const decision = pairDecision(raw ? parsePairFailures(raw) : null, Date.now(), throttle);
    if (!decision.allowed) this.refuse(account, decision.retryAfterSeconds, response);
    const delay = accountDelayMs(await this.current(account), throttle);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  async loginFailed(pair: string, account: Limit): Promise<void> {
    const key = `rate:login-pair:${pair}`;
    const raw = await this.cache.get(key);
    const before = raw ? parsePairFailures(raw) : null;
    const failures: PairFailures = { count: (before?.count ?? 0) + 1, lastAt: Date.now() };
    await this.cache.set(key, JSON.stringify(failures), this.limits.loginWindowSeconds);
    await this.count(account);
  }

  async loginSucceeded(pair: string): Promise<void> {
    await this.cache.del(`rate:login-pair:${pair}`);
  }

  private throttleLimits(): LoginThrottleLimits {
    return {
      freeFailures: this.limits.loginFreeFailures,
      maxBackoffSeconds: this.limits.loginWindowSeconds,
      slowdownAfter: this.limits.loginSlowdownAfter,
      maxDelayMs: 3_000,
    };
  }

  private window(limit: Limit): { key: string; retryAfter: number } {
    const now = Date.now() / 1000;
    const index = Math.floor(now / limit.windowSeconds);
    return {
      key: `rate:${limit.bucket}:${limit.subject}:${index}`,
      retryAfter: Math.max(1, Math.ceil((index + 1) * limit.windowSeconds - now)),
    };
  }

  private refuse(limit: Limit, retryAfter: number, response: Response): never {
    response.setHeader('Retry-After', String(retryAfter));
    throw new CommonException(CommonErrorCode.RateLimited, limit.messageKey, {
      minutes: Math.max(1, Math.ceil(retryAfter / 60)),
    });
  }
}
