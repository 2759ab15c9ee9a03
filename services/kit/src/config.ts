import { z } from 'zod';

/**
 * The secrets' development values, embedded so `npm start` (which sets NODE_ENV=development) and the test
 * suites work with no .env. They are public (they are in this repository), so they are refused everywhere
 * else: only an explicit NODE_ENV of development or test may use them.
 */
export const DEVELOPMENT_SECRETS = {
  INTERNAL_TOKEN_SECRET: 'byway-dev-internal-token-secret-change-me-in-production',
  SESSION_SECRET: 'byway-dev-session-secret-change-me-in-production',
  OIDC_CLIENT_SECRET: 'byway-local-secret',
} as const;

/** Settings every service reads. Without NODE_ENV a process runs as production: safe unless told otherwise. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  MONGODB_URI: z.string().url().default('mongodb://127.0.0.1:27017/'),
  /** Optional: shared state's fast paths across replicas (sessions, limits, progress); see redis.ts. */
  // Empty counts as unset, so a compose file's `REDIS_URL=` runs on the database alone.
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  /** Every Redis key and channel starts with it: one Redis may serve several deployments. */
  REDIS_KEY_PREFIX: z.string().max(100).default('byway:'),
  INTERNAL_TOKEN_SECRET: z.string().min(32).default(DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Validates the environment once at start-up. A bad value stops the process with one readable line per
 * problem. Outside an explicit development or test run, every secret the schema reads must be set, must
 * not be the repository's development value, and no two secrets may be equal.
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
  // A schema that picks no NODE_ENV (a client's settings, say) still follows the process's mode.
  const mode = config.NODE_ENV ?? env.NODE_ENV ?? 'production';
  if (mode !== 'development' && mode !== 'test') {
    const problems = secretProblems(config, env);
    if (problems.length)
      throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return result.data;
}

function secretProblems(config: Record<string, unknown>, env: NodeJS.ProcessEnv): string[] {
  const keys = (Object.keys(DEVELOPMENT_SECRETS) as (keyof typeof DEVELOPMENT_SECRETS)[]).filter(
    (key) => key in config,
  );
  const problems: string[] = [];
  for (const key of keys) {
    if (env[key] === undefined) problems.push(`${key} must be set in production`);
    else if (env[key] === DEVELOPMENT_SECRETS[key])
      problems.push(`${key} is the repository's development value: set a secret of your own`);
  }
  const values = keys.map((key) => env[key]).filter((value): value is string => value !== undefined);
  if (new Set(values).size < values.length) problems.push(`${keys.join(', ')} must all differ`);
  return problems;
}
