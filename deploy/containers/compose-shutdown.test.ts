// Issue 23: a rollout never cuts a plan. Compose gives every Node part as long to stop as the processes'
// own shutdown timer allows a plan in flight (Kubernetes' grace period is checked in deploy/k8s/k8s.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SHUTDOWN_TIMEOUT_MS } from '@byway/kit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('compose stops the Node parts gracefully', () => {
  it('waits at least the shutdown timer before killing a Node part', () => {
    type Service = { image?: string; stop_grace_period?: string; healthcheck?: { test?: string[] } };
    const { services } = parse(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, Service> };
    const nodeParts = Object.entries(services).filter(([, service]) =>
      service.healthcheck?.test?.includes('deploy/containers/healthcheck.mjs'),
    );
    expect(nodeParts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['users', 'trips', 'discovery', 'media', 'ai', 'gateway', 'collab']),
    );
    for (const [name, service] of nodeParts) {
      const seconds = Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '')?.[1] ?? 0);
      expect(seconds * 1000, name).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS);
    }
  });
});
