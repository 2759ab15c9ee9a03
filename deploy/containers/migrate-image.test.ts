// The migrations' one-shot image (migrate.Dockerfile) and compose's `migrate` service: they run
// migrations/ with migrate-mongo on the database the services use, before and apart from them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The Dockerfile's stages, each as its instructions (continuations joined, comments dropped). */
const stages = read('deploy/containers/migrate.Dockerfile')
  .replace(/\\\n/g, ' ')
  .split(/^FROM /m)
  .slice(1)
  .map((stage) =>
    `FROM ${stage}`
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );

describe('the database migrations in containers', () => {
  it('installs the migrate-mongo and driver versions package-lock.json holds (the ones the tests ran)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
    const build = stages[0]!.join('\n');
    expect(build).toContain(`MIGRATE_MONGO_VERSION=${lock.packages['node_modules/migrate-mongo']!.version}`);
    expect(build).toContain(`MONGODB_VERSION=${lock.packages['node_modules/mongodb']!.version}`);
  });

  it('runs the migrations folder with its config as uid 1000', () => {
    const final = stages.at(-1)!;
    expect(final).toContain('COPY migrations migrations');
    expect(final).toContain('USER 1000:1000');
    expect(final.find((l) => l.startsWith('CMD'))).toContain(
      '"up", "-f", "migrations/migrate-mongo-config.mjs"',
    );
  });

  it('compose runs it once, unpublished, on the database the services use', () => {
    type Service = {
      build?: { dockerfile: string };
      environment?: Record<string, string>;
      ports?: string[];
      restart?: string;
      depends_on?: Record<string, unknown>;
    };
    const { services } = parse(read('deploy/compose.yaml'), { merge: true }) as {
      services: Record<string, Service>;
    };
    const migrate = services.migrate!;
    expect(migrate.build?.dockerfile).toBe('deploy/containers/migrate.Dockerfile');
    expect(migrate.environment?.MONGODB_URI).toBe(services.users!.environment?.MONGODB_URI);
    expect(migrate.ports).toBeUndefined();
    // A one-shot: retried when the database is not up yet, never restarted once it has succeeded.
    expect(migrate.restart).toBe('on-failure');
    expect(Object.keys(migrate.depends_on ?? {})).toEqual(['ferretdb']);
    // Every service on the database starts only once the migrations have finished.
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate' || !service.environment?.MONGODB_URI) continue;
      const waits = new Set(Object.keys(service.depends_on ?? {}));
      const viaSubgraphs = ['users', 'trips'].some((subgraph) => waits.has(subgraph));
      expect(waits.has('migrate') || viaSubgraphs, `${name} waits for the migrations`).toBe(true);
      if (waits.has('migrate'))
        expect(service.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    }
  });
});
