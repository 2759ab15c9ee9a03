import { placeQuerySchema } from '@byway/contracts/rules';
import { parseInput, PLAN_TRIP_SCOPE, requireScope, requireUser } from '@byway/kit';
import type { AiServices } from '../composition.js';
import { DATA_CREDITS } from '../data/credits.js';
import { plannerInfo } from '../domain/planner-config.js';
import { tripRequestSchema } from '../domain/planner/request.js';
import { tripThemes } from '../domain/trip-themes.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';

export function queryResolvers({ ai, limits }: AiServices): QueryResolvers {
  const info = plannerInfo(ai.config);
  return {
    tripThemes: () => tripThemes(),
    plannerInfo: () => info,
    dataCredits: () => DATA_CREDITS,
    // Each analysis and search is real work: a per-traveller budget (kit's RATE_LIMIT_RULES).
    analyzeStop: async (_, { input }, { caller }) => {
      await limits.consume('stopAnalysis', requireUser(caller));
      return ai.analyst.analyze(input);
    },
    hiddenGems: async (_, { input }, { caller }) => {
      await limits.consume('hiddenGemSearch', requireUser(caller));
      return ai.gems.find(input);
    },
    places: (_, args, { caller }) => {
      requireUser(caller);
      return ai.catalogue.find(args);
    },
    placeSuggestions: (_, { text }, { caller }) => {
      requireUser(caller);
      return ai.places.suggest(parseInput(placeQuerySchema, text));
    },
    placeCheck: (_, { text }, { caller }) => {
      requireUser(caller);
      return ai.places.check(parseInput(placeQuerySchema, text));
    },
    routeCheck: (_, { from, to }, { caller }) => {
      requireUser(caller);
      return ai.routes.check(parseInput(placeQuerySchema, from), parseInput(placeQuerySchema, to));
    },
    planTrip: (_, { input }, { caller }) => {
      requireScope(caller, PLAN_TRIP_SCOPE);
      const userId = requireUser(caller);
      return ai.planner.plan(parseInput(tripRequestSchema, stripNulls(input)), userId);
    },
  };
}

/** GraphQL sends absent optional inputs as null; zod defaults apply only to undefined. */
function stripNulls(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}
