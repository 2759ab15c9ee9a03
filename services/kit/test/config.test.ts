import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baseConfigSchema,
  DEVELOPMENT_SECRETS,
  estimatedBits,
  loadConfig,
  MIN_SECRET_BITS,
} from '../src/index.js';

/** What every subgraph reads (kit's service bootstrap, the activity reporter, the planner client). */
const load = (env: Record<string, string>) => loadConfig(baseConfigSchema, env);
const OWN_SECRET = randomBytes(32).toString('hex');

describe("a subgraph's settings in production (issue 18)", () => {
  it('accepts its own random INTERNAL_TOKEN_SECRET', () => {
    expect(load({ NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: OWN_SECRET }).INTERNAL_TOKEN_SECRET).toBe(
      OWN_SECRET,
    );
  });

  it('refuses the development secret with a stray space or newline, naming the variable', () => {
    for (const copy of [
      `${DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET} `,
      ` ${DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET}\n`,
    ]) {
      expect(() => load({ NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: copy })).toThrow(
        /INTERNAL_TOKEN_SECRET is the repository's development value/,
      );
    }
  });

  it('refuses a guessable secret, naming the variable and what to use instead', () => {
    for (const weak of ['a'.repeat(32), 'a'.repeat(200), '0123456789'.repeat(4)]) {
      expect(estimatedBits(weak)).toBeLessThan(MIN_SECRET_BITS);
      expect(() => load({ NODE_ENV: 'production', INTERNAL_TOKEN_SECRET: weak }), weak).toThrow(
        /INTERNAL_TOKEN_SECRET is too easy to guess \(about \d+ bits, at least 100 needed\): use a long random value such as `openssl rand -hex 32`/,
      );
    }
  });

  it('allows the development values only in an explicit development or test run', () => {
    expect(load({ NODE_ENV: 'test' }).INTERNAL_TOKEN_SECRET).toBe(DEVELOPMENT_SECRETS.INTERNAL_TOKEN_SECRET);
    expect(() => load({})).toThrow(/INTERNAL_TOKEN_SECRET must be set in production/);
  });
});
