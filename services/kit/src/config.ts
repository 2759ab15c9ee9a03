import { z } from 'zod';

/** Settings every service reads. Dev defaults are embedded so `npm start` works with no .env. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  MONGODB_URI: z.string().url().default('mongodb://127.0.0.1:27017/'),
  INTERNAL_TOKEN_SECRET: z
    .string()
    .min(32)
    .default('byway-dev-internal-token-secret-change-me-in-production'),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

const DEV_SECRET_KEYS = ['INTERNAL_TOKEN_SECRET', 'SESSION_SECRET'];

/**
 * Validates the environment once at start-up. A bad value stops the process with one readable line per
 * problem; production refuses the embedded development secrets.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data as Record<string, unknown>;
  if (config.NODE_ENV === 'production') {
    const defaults = DEV_SECRET_KEYS.filter((key) => key in config && env[key] === undefined);
    if (defaults.length) {
      throw new Error(`Invalid configuration:\n  ${defaults.join(', ')} must be set in production`);
    }
  }
  return result.data;
}
