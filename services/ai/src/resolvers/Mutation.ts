import { AppError, requireUser } from '@byway/kit';
import type { AiServices } from '../composition.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';

export function mutationResolvers({ ai, activity }: AiServices): MutationResolvers {
  return {
    // Exploring a gem is what 'finding' it means: a list of results is only a suggestion.
    exploreHiddenGem: async (_, { id }, { caller }) => {
      requireUser(caller);
      if (!ai.gems.isGem(id)) throw AppError.notFound('Hidden gem');
      await activity.report(caller, 'hidden_gem_found', id);
      return true;
    },
  };
}
