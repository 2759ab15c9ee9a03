import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, freePort, TEST_INTERNAL_SECRET, testMongoUri } from '@byway/kit/testing';
import { TEST_RATE_LIMITS } from '../../../deploy/local/test-env.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Issue 13: SIGTERM under load (a rolling update) lets every request in flight finish before exit. */
describe('a users service told to stop while busy', () => {
  it('answers every request already in flight, then exits cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/users/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        USERS_PORT: String(port),
        MONGODB_URI: testMongoUri(),
        INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
        RATE_LIMITS: TEST_RATE_LIMITS,
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}/graphql`;
    for (let i = 0; i < 100; i++) {
      const ready = await fetch(url.replace('/graphql', '/readyz')).catch(() => null);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // Sign-ups hash a password each: slow enough that many are still running when the signal comes.
    const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id } }`;
    const stamp = Date.now().toString(36);
    const finishedAt: number[] = [];
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      callSubgraph<{ signUp: { id: string } }>(
        url,
        SIGN_UP,
        {
          input: {
            email: `drain.${stamp}.${i}@example.test`,
            password: 'a-long-unique-passphrase',
            firstName: 'Dee',
            lastName: 'Rain',
          },
        },
        callerFor(null),
      ).finally(() => finishedAt.push(Date.now())),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.errors ?? null)).toEqual(answers.map(() => null));
    expect(answers.every((answer) => typeof answer.data?.signUp.id === 'string')).toBe(true);
    // Some of them were still running when the signal came, and still got their answer.
    expect(finishedAt.some((at) => at > signalledAt)).toBe(true);
    expect(await exited).toBe(0);
  }, 60_000);
});
