import type { Connection } from 'mongoose';
import type { SubgraphServiceDefinition } from '@byway/kit';
import { registerModels } from '../data-access/models.js';
import { loadPlannerConfig } from '../domain/planner-config.js';
import { queryResolvers } from './Query.js';

export function createResolvers(
  connection: Connection,
  env: NodeJS.ProcessEnv = process.env,
): ReturnType<SubgraphServiceDefinition['resolvers']> {
  // Registered now so the collection's indexes exist before the planner starts writing recommendations.
  registerModels(connection);
  return {
    Query: queryResolvers(loadPlannerConfig(env)),
  };
}
