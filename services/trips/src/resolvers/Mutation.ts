import type { SubgraphContext } from '@byway/kit';
import type { TripsServices } from './services.js';

export function mutationResolvers({ trips }: TripsServices) {
  return {
    createTrip: (_: unknown, args: { input: unknown }, { caller }: SubgraphContext) =>
      trips.createTrip(caller, args.input),
    regenerateTrip: (_: unknown, args: { id: unknown; progressId?: unknown }, { caller }: SubgraphContext) =>
      trips.regenerateTrip(caller, args.id, args.progressId),
  };
}
