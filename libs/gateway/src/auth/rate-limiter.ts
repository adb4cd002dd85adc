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

  /** Refuses when the limit is already reached, without counting (failures are counted separately). */
  async check(limit: Limit, response: Response): Promise<void> {
    const { key, retryAfter } = this.window(limit);
    const count = Number((await this.cache.get(key)) ?? '0');
    if (count >= limit.max) this.refuse(limit, retryAfter, response);
  }

  async count(limit: Limit): Promise<void> {
    await this.cache.incr(this.window(limit).key, limit.windowSeconds);
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
