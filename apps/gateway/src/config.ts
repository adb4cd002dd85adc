import { durationSeconds, env, loadConfigOrExit } from '@atelier/platform';
import { z } from 'zod';

/** The distributed gateway's settings; the only place this app reads the environment. */
export const config = loadConfigOrExit(
  z.object({
    LOG_LEVEL: env.logLevel(),
    PORT: env.port(3000),
    AMQP_URL: env.url(['amqp', 'amqps']),
    REDIS_URL: env.url(['redis', 'rediss']),
    AMQP_PREFIX: env.name('atelier'),
    CACHE_PREFIX: env.name('atelier'),
    JWT_SECRET: z.string({ required_error: 'is required' }).min(32, 'must be at least 32 characters'),
    JWT_ACCESS_TTL: durationSeconds('15m'),
    RPC_TIMEOUT_MS: env.positiveInt(10_000),
    WEB_DIST: z.string().default('dist/web'),
    BODY_LIMIT: z.string().default('1mb'),
    /** Login attempts per client IP, and failed ones per account, within LOGIN_LIMIT_WINDOW. */
    LOGIN_LIMIT_PER_IP: env.positiveInt(100),
    LOGIN_FAILURES_PER_ACCOUNT: env.positiveInt(10),
    LOGIN_LIMIT_WINDOW: durationSeconds('15m'),
    /** Registration, forgot/reset password and email verification calls per client IP. */
    ACCOUNT_FORMS_LIMIT_PER_IP: env.positiveInt(30),
    ACCOUNT_FORMS_LIMIT_WINDOW: durationSeconds('1h'),
  }),
  process.env,
);
