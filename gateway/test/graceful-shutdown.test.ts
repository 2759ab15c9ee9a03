import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  postInTwoParts,
  productionSecret,
  startServiceProcess,
  testMongoUri,
  testRedisEnv,
} from '@byway/kit/testing';

/**
 * Issue 18 item 8: SIGTERM (a rolling deploy) must drain the gateway and exit 0 within seconds. Run as
 * deployed, in production mode: outside NODE_ENV=test Apollo Server handled the signal itself, and our own
 * `stop()` then never settled, so the closers after it never ran (`shutdown timed out`, exit 1 after 10 s
 * with Redis open), and 8 s is a loose bound.
 */
async function startGateway() {
  return startServiceProcess('gateway/src/main.ts', 'GATEWAY_PORT', {
    NODE_ENV: 'production',
    INTERNAL_TOKEN_SECRET: productionSecret(),
    SESSION_SECRET: productionSecret(),
    OIDC_CLIENT_SECRET: productionSecret(),
    PUBLIC_URL: 'https://byway.example',
    OIDC_ISSUER_URL: 'https://id.byway.example',
    MONGODB_URI: testMongoUri(),
    // As production replicas run: the Redis connections are also what must be closed before exit.
    ...testRedisEnv(),
  });
}

async function stopWithin(gateway: Awaited<ReturnType<typeof startGateway>>) {
  const signalledAt = Date.now();
  gateway.child.kill('SIGTERM');
  const code = await gateway.exited;
  return { code, seconds: (Date.now() - signalledAt) / 1000 };
}

describe('a gateway told to stop', () => {
  it('exits 0 at once when idle, a keep-alive connection open', async () => {
    const gateway = await startGateway();
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`${gateway.origin}/healthz`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', reject),
    );
    expect(status).toBe(200);
    const { code, seconds } = await stopWithin(gateway);
    agent.destroy();
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(8);
  }, 60_000);

  it('finishes a request in flight when the signal comes, then exits 0', async () => {
    const gateway = await startGateway();
    const slow = postInTwoParts(
      `${gateway.origin}/graphql`,
      { 'content-type': 'application/json' },
      JSON.stringify({ query: '{ __typename }' }),
    );
    await slow.started;
    const stopping = stopWithin(gateway);
    await gateway.logged('shutting down');
    const answer = await slow.finish();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: 'Query' } });
    const { code, seconds } = await stopping;
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(8);
  }, 60_000);
});
