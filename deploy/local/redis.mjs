// A throw-away Redis for the test harness and `BYWAY_REDIS=1 npm start` (issue 13): Debian's
// `redis-server` (setup.mjs installs it for the tests), on one port of loopback, nothing written to disk.
// A deployment points `REDIS_URL` at its own Redis instead; without either, everything runs on the database.
import { existsSync } from 'node:fs';
import { portOpen } from './database.mjs';
import { REDIS_SERVER } from './setup.mjs';

export { REDIS_SERVER };

/**
 * @param {{ port: number, launch: import('./database.d.mts').Launch }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startRedisServer({ port, launch }) {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `Redis is not installed at ${REDIS_SERVER}: run \`npm run setup -- --for-tests\` or set REDIS_URL`,
    );
  }
  let output = '';
  const child = launch(
    'redis',
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    {},
    (text) => (output = (output + text).slice(-4000)),
  );
  const deadline = Date.now() + 15_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${output.trim()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not listen in 15 s: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.kill('SIGTERM');
      }),
  };
}
