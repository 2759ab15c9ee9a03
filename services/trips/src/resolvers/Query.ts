import type { TripsServices } from '../composition.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';

export function queryResolvers({
  trips,
  memories,
  priceAlerts,
  publicTrips,
  accountData,
}: TripsServices): QueryResolvers {
  return {
    myTrips: (_, __, { caller }) => trips.myTrips(caller),
    trip: (_, args, { caller }) => trips.trip(caller, args.id),
    tripMemories: (_, args, { caller }) => memories.tripMemories(caller, args.tripId),
    myPriceAlerts: (_, __, { caller }) => priceAlerts.myPriceAlerts(caller),
    // Public trips: for anyone.
    publicTrip: (_, args) => publicTrips.publicTrip(args.id),
    publicTripStops: (_, args) => publicTrips.publicTripStops(args.id),
    recentCommunityGems: (_, args) => publicTrips.recentCommunityGems(args.limit),
    // The gateway-only export of the traveller's own data (issue 9).
    tripsAccountExport: (_, __, { caller }) => accountData.exportData(caller),
  };
}
