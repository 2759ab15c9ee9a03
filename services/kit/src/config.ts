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
  /** Signs the collaboration tokens the gateway issues and the collab service checks (issue 22). */
  COLLAB_TOKEN_SECRET: 'byway-dev-collab-token-secret-change-me-in-production',
} as const;

/**
 * Addresses whose defaults only suit one development machine (issue 18): production must set them, and
 * over https, since the session cookie is Secure and the issuer's answers decide who is signed in. Plain
 * http is accepted only for a loopback host (localhost, 127.0.0.1, [::1]): the traffic never leaves the
 * machine and browsers keep Secure cookies there. Behind a TLS-terminating proxy the address travellers
 * use is still https; set that one (and TRUST_PROXY).
 */
export const DEVELOPMENT_URLS = {
  PUBLIC_URL: 'http://localhost:3000',
  OIDC_ISSUER_URL: 'http://localhost:4010',
} as const;

/**
 * The least a secret's estimated entropy may be (bits, see estimatedBits). `openssl rand -hex 32` gives
 * about 250, 32 x 'a' gives 0, a word repeated to 32 characters about 20.
 */
export const MIN_SECRET_BITS = 100;

/** For z.preprocess: an empty or blank setting (a compose file's `KEY=`) counts as unset. */
export const blankIsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

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
    const problems = [...secretProblems(config, env), ...urlProblems(config, env)];
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
    const value = env[key];
    if (value === undefined) problems.push(`${key} must be set in production`);
    // Trimmed: a copy with a stray space or newline is still the public value.
    else if (value.trim() === DEVELOPMENT_SECRETS[key])
      problems.push(`${key} is the repository's development value: set a secret of your own`);
    else if (estimatedBits(value.trim()) < MIN_SECRET_BITS)
      problems.push(
        `${key} is too easy to guess (about ${Math.round(estimatedBits(value.trim()))} bits, at least ${MIN_SECRET_BITS} needed): use a long random value such as \`openssl rand -hex 32\``,
      );
  }
  const values = keys.map((key) => env[key]?.trim()).filter((value): value is string => value !== undefined);
  if (new Set(values).size < values.length) problems.push(`${keys.join(', ')} must all differ`);
  return problems;
}

/**
 * A rough bound on a secret's randomness: its length times the Shannon entropy of its characters'
 * frequencies, counted over the shortest unit it repeats ('abab...' counts as 'ab').
 */
export function estimatedBits(secret: string): number {
  const characters = [...secret];
  const unit = characters.slice(0, repeatedPeriod(characters));
  const counts = new Map<string, number>();
  for (const character of unit) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const p = count / unit.length;
    perCharacter -= p * Math.log2(p);
  }
  return perCharacter * unit.length;
}

/** The length of the shortest prefix the whole sequence repeats (a partial last copy allowed). */
function repeatedPeriod(characters: string[]): number {
  for (let period = 1; period < characters.length; period++) {
    if (characters.every((character, index) => character === characters[index % period])) return period;
  }
  return characters.length;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function urlProblems(config: Record<string, unknown>, env: NodeJS.ProcessEnv): string[] {
  const keys = (Object.keys(DEVELOPMENT_URLS) as (keyof typeof DEVELOPMENT_URLS)[]).filter(
    (key) => key in config,
  );
  const problems: string[] = [];
  for (const key of keys) {
    const value = env[key]?.trim();
    if (!value) {
      problems.push(
        `${key} must be set in production (the default ${DEVELOPMENT_URLS[key]} is for development)`,
      );
      continue;
    }
    const address = new URL(String(config[key]));
    if (address.protocol !== 'https:' && !LOOPBACK_HOSTS.has(address.hostname))
      problems.push(
        `${key} must be an https:// address in production (it is ${address.protocol}//${address.host})`,
      );
  }
  return problems;
}
