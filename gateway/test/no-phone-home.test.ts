import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMongoUri, testRedisEnv } from '@byway/kit/testing';
import type { Platform } from './support/platform.js';

// Issue 23: @apollo/gateway sends usage data (OS, CPU, memory, uptime) to Apollo's servers, and probes the
// cloud metadata addresses, unless APOLLO_TELEMETRY_DISABLED is set. A self-hosted platform sends nothing
// outside without the operator's say, so the gateway sets it off by default before Apollo's module loads.

// As an operator's environment would be: nothing set (also when the machine running the tests sets it).
const operatorChoice = process.env.APOLLO_TELEMETRY_DISABLED;
delete process.env.APOLLO_TELEMETRY_DISABLED;

/** Where a Socket#connect call goes: its host, or null for a Unix socket. */
function destination(args: unknown[]): string | null {
  // Node's own callers (http agents, net.connect) pass [options, callback] as one normalized array.
  const first: unknown = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  if (typeof first === 'string') return null; // connect(path)
  if (typeof first === 'number') return typeof args[1] === 'string' ? args[1] : 'localhost';
  const options = (first ?? {}) as { host?: string; path?: string | null };
  if (options.path) return null;
  return options.host ?? 'localhost';
}

const isLoopback = (host: string | null) =>
  host === null || host === 'localhost' || /^(127\.|::1$|::ffff:127\.|\[::1\]$)/.test(host);

/** The hosts of a mongodb:// or redis:// address (a replica set names several). */
const hostsOf = (uri: string) =>
  (/^[a-z+]+:\/\/(?:[^@/]*@)?([^/?]*)/i.exec(uri)?.[1] ?? '')
    .split(',')
    .map((host) => host.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''))
    .filter(Boolean);
// The servers the operator configured (the test database and Redis, on another host when MONGODB_URI
// names one) are the platform's own business; anything else is not.
const configured = new Set([testMongoUri(), testRedisEnv().REDIS_URL].flatMap(hostsOf));

// Every connection attempted from this process to somewhere other than loopback is recorded and refused
// before a packet leaves, so the test itself never reaches a metadata server or Apollo.
const outbound: string[] = [];
const connect = net.Socket.prototype.connect;
function recordingConnect(this: net.Socket, ...args: unknown[]): net.Socket {
  const host = destination(args);
  if (isLoopback(host) || configured.has(String(host)))
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  outbound.push(String(host));
  process.nextTick(() => this.destroy(new Error(`refused by the test: outbound connection to ${host}`)));
  return this;
}
net.Socket.prototype.connect = recordingConnect as typeof connect;

afterAll(() => {
  net.Socket.prototype.connect = connect;
  if (operatorChoice === undefined) delete process.env.APOLLO_TELEMETRY_DISABLED;
  else process.env.APOLLO_TELEMETRY_DISABLED = operatorChoice;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 750));

describe('the gateway sends nothing outside on its own', () => {
  let platform: Platform;
  beforeAll(async () => {
    // Imported here, after the recorder and the cleared variable: the gateway's modules load now.
    const { startPlatform } = await import('./support/platform.js');
    platform = await startPlatform();
  });
  afterAll(() => platform.stop());

  it('starts and answers with Apollo telemetry off, connecting only to loopback and configured servers', async () => {
    const browser = platform.browser();
    const answer = await platform.api(browser, '/graphql', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      json: { query: '{ __typename }' },
    });
    expect(answer.status).toBe(200);
    // Apollo's exporter probes the metadata addresses within milliseconds of the gateway being made.
    await settle();
    expect(outbound).toEqual([]);
    expect(process.env.APOLLO_TELEMETRY_DISABLED).toBe('true');
  });

  it("keeps an operator's explicit choice, and the recorder sees Apollo's probes when telemetry is on", async () => {
    const { apolloTelemetryOffByDefault } = await import('../src/apollo-telemetry-off.js');
    expect(apolloTelemetryOffByDefault({ APOLLO_TELEMETRY_DISABLED: 'false' })).toBe('false');
    expect(apolloTelemetryOffByDefault({ APOLLO_TELEMETRY_DISABLED: '' })).toBe('true');
    expect(apolloTelemetryOffByDefault({})).toBe('true');

    // The recorder would catch the exporter: an operator who opts in gets the probes (refused here).
    const { ApolloGateway } = await import('@apollo/gateway');
    process.env.APOLLO_TELEMETRY_DISABLED = 'false';
    const optedIn = new ApolloGateway({
      supergraphSdl: readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8'),
    });
    process.env.APOLLO_TELEMETRY_DISABLED = 'true';
    await optedIn.load();
    await settle();
    await optedIn.stop();
    expect(outbound).toContain('169.254.169.254');
  });
});
