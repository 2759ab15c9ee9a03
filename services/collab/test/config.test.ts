import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS } from '@byway/kit';
import { loadCollabConfig } from '../src/config.js';

describe('collab config', () => {
  it('runs on the development secret in development and tests only', () => {
    expect(loadCollabConfig({ NODE_ENV: 'test' })).toMatchObject({
      COLLAB_PORT: 4006,
      COLLAB_TOKEN_SECRET: DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET,
      COLLAB_COMPACT_AFTER: 100,
    });
  });

  it('refuses to run in production without a token secret of its own', () => {
    expect(() => loadCollabConfig({ NODE_ENV: 'production' })).toThrow(
      'COLLAB_TOKEN_SECRET must be set in production',
    );
    expect(() =>
      loadCollabConfig({
        NODE_ENV: 'production',
        COLLAB_TOKEN_SECRET: `${DEVELOPMENT_SECRETS.COLLAB_TOKEN_SECRET} `,
      }),
    ).toThrow("COLLAB_TOKEN_SECRET is the repository's development value");
    expect(() => loadCollabConfig({ COLLAB_TOKEN_SECRET: 'a'.repeat(40) })).toThrow('too easy to guess');
    const secret = randomBytes(32).toString('hex');
    // It calls the trips service too (the live plan), with internal tokens of its own.
    expect(() => loadCollabConfig({ NODE_ENV: 'production', COLLAB_TOKEN_SECRET: secret })).toThrow(
      'INTERNAL_TOKEN_SECRET must be set in production',
    );
    const internal = randomBytes(32).toString('hex');
    expect(
      loadCollabConfig({
        NODE_ENV: 'production',
        COLLAB_TOKEN_SECRET: secret,
        INTERNAL_TOKEN_SECRET: internal,
      }),
    ).toMatchObject({ COLLAB_TOKEN_SECRET: secret, INTERNAL_TOKEN_SECRET: internal });
  });
});
