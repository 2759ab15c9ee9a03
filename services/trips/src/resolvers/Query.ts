import type { TripsServices } from '../composition.js';
import type { QueryResolvers } from '../generated/resolvers-types.js';

export function queryResolvers({
  trips,
  memories,
  priceAlerts,
  publicTrips,
  accountData,
  access,
  members,
  livePlan,
}: TripsServices): QueryResolvers {
  return {
    // Own trips and those shared with the caller (issue 22).
    myTrips: (_, __, { caller }) => members.myTrips(caller),
    trip: (_, args, { caller }) => trips.trip(caller, args.id),
    tripMemories: (_, args, { caller }) => memories.tripMemories(caller, args.tripId),
    myPriceAlerts: (_, __, { caller }) => priceAlerts.myPriceAlerts(caller),
    // Public trips: for anyone.
    publicTrip: (_, args) => publicTrips.publicTrip(args.id),
    publicTripStops: (_, args) => publicTrips.publicTripStops(args.id),
    recentCommunityGems: (_, args) => publicTrips.recentCommunityGems(args.limit),
    // The gateway-only export of the traveller's own data (issue 9).
    tripsAccountExport: (_, __, { caller }) => accountData.exportData(caller),
    // The collaboration service's seed of a trip's first live document (issue 22).
    liveTripPlan: (_, args, { caller }) => livePlan.livePlan(caller, args.tripId),
    // Co-travellers (issue 22).
    tripAccess: async (_, args, { caller }) => {
      const trip = caller.userId ? await access.reachable(caller, args.tripId) : null;
      return trip && { tripId: trip.id, role: trip.role };
    },
    tripMembers: (_, args, { caller }) => members.membersOf(caller, args.tripId),
    tripInvitations: (_, args, { caller }) => members.invitationsOf(caller, args.tripId),
    myTripInvitations: (_, __, { caller }) => members.received(caller),
    tripInviteLink: (_, args, { caller }) => members.linkPreview(caller, args.token),
  };
}
