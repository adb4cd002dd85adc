import { durationSeconds, env, loadConfigOrExit, serviceConfigSchema } from '@atelier/platform';
import { z } from 'zod';

/** The identity service's settings; the only place this app reads the environment. */
export const config = loadConfigOrExit(
  serviceConfigSchema.extend({
    /** Unset: mail is written as .eml files under MAIL_DIR instead of being sent. */
    SMTP_URL: env.url(['smtp', 'smtps']).optional(),
    MAIL_DIR: z.string().default('data/mail'),
    MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.local>'),
    /** The storefront's address, which links in mail point to. */
    PUBLIC_URL: env
      .url(['http', 'https'])
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
    REFRESH_TOKEN_TTL: durationSeconds('30d'),
  }),
  process.env,
);
