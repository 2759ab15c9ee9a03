import { afterAll, beforeAll } from 'vitest';
import type { SubgraphServiceDefinition } from '../service.js';
import { testMongoUri } from './global-setup.js';
import { startService, type RunningService } from './running-service.js';

type StartOptions = Parameters<typeof startService>[2];

/** A subgraph running for a test file (or a describe): read it inside tests and hooks, once it is up. */
export interface ServiceUnderTest {
  readonly service: RunningService;
  readonly url: string;
  /** Its database connection, for reading what it stored. */
  readonly connection: RunningService['connection'];
}

/**
 * Starts the subgraph on the test database before the tests of the enclosing file or describe, and stops
 * it (dropping its database) after them. Vitest-only, so it has its own entry: `@byway/kit/testing/vitest`.
 */
export function useService(
  definition: SubgraphServiceDefinition,
  /** Or a function, read when the service starts: the address of another service started before it. */
  options?: StartOptions | (() => StartOptions),
): ServiceUnderTest {
  let running: RunningService | undefined;
  beforeAll(async () => {
    running = await startService(
      definition,
      testMongoUri(),
      typeof options === 'function' ? options() : options,
    );
  });
  afterAll(async () => {
    await running?.stop();
  });
  return {
    get service() {
      if (!running) throw new Error(`${definition.name} is not running yet: read it inside a test or hook`);
      return running;
    },
    get url() {
      return this.service.url;
    },
    get connection() {
      return this.service.connection;
    },
  };
}
