import { z } from 'zod';

/**
 * Parses the environment against an app's schema. A bad or missing setting stops start-up with one
 * line naming it, rather than failing later somewhere far from the cause.
 */
export function loadConfig<TSchema extends z.ZodTypeAny>(
  schema: TSchema,
  env: Record<string, string | undefined>,
): z.infer<TSchema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data as z.infer<TSchema>;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
}

/** For app entry points: prints the one line and stops the process instead of a stack trace. */
export function loadConfigOrExit<TSchema extends z.ZodTypeAny>(
  schema: TSchema,
  env: Record<string, string | undefined>,
): z.infer<TSchema> {
  try {
    return loadConfig(schema, env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** "15m", "1h", "30s" or a number of seconds. */
export const durationSeconds = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
      if (!match) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be a duration like 900, 30s, 15m or 1h' });
        return z.NEVER;
      }
      const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
      return Number(match[1]) * unit;
    });

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const env = {
  boolean: (fallback: boolean) => booleanString.default(fallback ? 'true' : 'false'),
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  optionalPort: () => z.coerce.number().int().min(1).max(65535).optional(),
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  url: (protocols: string[]) =>
    z
      .string({ required_error: 'is required' })
      .url('must be a URL')
      .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      }),
  name: (fallback: string) =>
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9_.-]*$/i, 'may only contain letters, digits, dot, dash and underscore')
      .default(fallback),
  logLevel: (fallback: 'warn' | 'info' = 'info') =>
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default(fallback),
};

/** Settings every distributed service shares; each app extends this with its own. */
export const serviceConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: env.logLevel(),
  DATABASE_URL: env.url(['postgres', 'postgresql']),
  AMQP_URL: env.url(['amqp', 'amqps']),
  REDIS_URL: env.url(['redis', 'rediss']),
  AMQP_PREFIX: env.name('atelier'),
  CACHE_PREFIX: env.name('atelier'),
  METRICS_PORT: env.optionalPort(),
  SEED_DEMO: env.boolean(false),
  RPC_TIMEOUT_MS: env.positiveInt(10_000),
  DB_POOL_SIZE: env.positiveInt(10),
  /** Files (images, uploads): a local folder, a mounted volume in containers. */
  FILES_DIR: z.string().min(1).default('data/files'),
});

export type ServiceConfig = z.infer<typeof serviceConfigSchema>;
