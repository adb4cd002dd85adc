import { durationSeconds, env, loadConfigOrExit } from '@atelier/platform';
import { z } from 'zod';

/**
 * Embedded mode's settings; the only place this app reads the environment. Each external dependency is
 * optional here and falls back to its in-process default.
 */
export const config = loadConfigOrExit(
  z.object({
    // A person runs this in a terminal: the start-up banner should not drown in info lines.
    LOG_LEVEL: env.logLevel('warn'),
    PORT: env.port(3000),
    /** Prometheus metrics (GET /metrics) on this internal port; unset: none. */
    METRICS_PORT: env.optionalPort(),
    /** The platform operator's token for /api/platform (creating tenants); unset: no such routes. */
    PLATFORM_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: env.url(['postgres', 'postgresql']).optional(),
    REDIS_URL: env.url(['redis', 'rediss']).optional(),
    AMQP_URL: env.url(['amqp', 'amqps']).optional(),
    AMQP_PREFIX: env.name('atelier'),
    CACHE_PREFIX: env.name('atelier'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_ACCESS_TTL: durationSeconds('15m'),
    SEED_DEMO: env.boolean(true),
    RPC_TIMEOUT_MS: env.positiveInt(10_000),
    WEB_DIST: z.string().default('dist/web'),
    BODY_LIMIT: z.string().default('1mb'),
    /** Unset: mail is written as .eml files under DATA_DIR/mail. */
    SMTP_URL: env.url(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.local>'),
    /** Where links in mail point; unset: http://localhost:PORT. */
    PUBLIC_URL: env
      .url(['http', 'https'])
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    REFRESH_TOKEN_TTL: durationSeconds('30d'),
    LOGIN_LIMIT_PER_IP: env.positiveInt(100),
    LOGIN_FREE_FAILURES: env.positiveInt(5),
    LOGIN_SLOWDOWN_AFTER: env.positiveInt(50),
    LOGIN_LIMIT_WINDOW: durationSeconds('15m'),
    ACCOUNT_FORMS_LIMIT_PER_IP: env.positiveInt(30),
    ACCOUNT_FORMS_LIMIT_WINDOW: durationSeconds('1h'),
    /** Image uploads (bespoke orders) per user within UPLOADS_LIMIT_WINDOW. */
    UPLOADS_LIMIT_PER_USER: env.positiveInt(20),
    UPLOADS_LIMIT_WINDOW: durationSeconds('1h'),
  }),
  process.env,
);
