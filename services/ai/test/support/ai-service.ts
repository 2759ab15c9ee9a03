import { useService, type ServiceUnderTest } from '@byway/kit/testing/vitest';
import { definition } from '../../src/definition.js';

/** The ai subgraph with the offline planner, whatever the developer's own environment. */
export const offlineDefinition: typeof definition = {
  ...definition,
  resolvers: (connection) => definition.resolvers(connection, { LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
};

/** The ai subgraph for this test file, on the offline planner. */
export const useOfflineAiService = (): ServiceUnderTest => useService(offlineDefinition);

/** The ai subgraph for this test file, with the settings given on top of the test environment. */
export const useAiService = (env: Record<string, string>): ServiceUnderTest =>
  useService(definition, { env });
