import { durationSeconds, env, loadConfigOrExit } from '@atelier/platform';
import { z } from 'zod';

/** The distributed gateway's settings; the only place this app reads the environment. */
export const config = loadConfigOrExit(
  z.object({
    LOG_LEVEL: env.logLevel(),
    PORT: env.port(3000),
    /** Prometheus metrics (GET /metrics) on this internal port; unset: none. */
    METRICS_PORT: env.optionalPort(),
    /** The platform operator's token for /api/platform (creating tenants); unset: no such routes. */
    PLATFORM_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    AMQP_URL: env.url(['amqp', 'amqps']),
    REDIS_URL: env.url(['redis', 'rediss']),
    AMQP_PREFIX: env.name('atelier'),
    CACHE_PREFIX: env.name('atelier'),
    JWT_SECRET: z.string({ required_error: 'is required' }).min(32, 'must be at least 32 characters'),
    JWT_ACCESS_TTL: durationSeconds('15m'),
    RPC_TIMEOUT_MS: env.positiveInt(10_000),
    WEB_DIST: z.string().default('dist/web'),
    BODY_LIMIT: z.string().default('1mb'),
    /**
     * Login attempts per client IP within LOGIN_LIMIT_WINDOW; failures on one account from one address
     * before each further try there waits (1, 2, 4, ... s); failures on one account from everywhere after
     * which every try is slowed (never refused, so the owner still gets in).
     */
    LOGIN_LIMIT_PER_IP: env.positiveInt(100),
    LOGIN_FREE_FAILURES: env.positiveInt(5),
    LOGIN_SLOWDOWN_AFTER: env.positiveInt(50),
    LOGIN_LIMIT_WINDOW: durationSeconds('15m'),
    /** Registration, forgot/reset password and email verification calls per client IP. */
    ACCOUNT_FORMS_LIMIT_PER_IP: env.positiveInt(30),
    ACCOUNT_FORMS_LIMIT_WINDOW: durationSeconds('1h'),
    /** Image uploads (bespoke orders) per user within UPLOADS_LIMIT_WINDOW. */
    UPLOADS_LIMIT_PER_USER: env.positiveInt(20),
    UPLOADS_LIMIT_WINDOW: durationSeconds('1h'),
  }),
  process.env,
);
