import type { TripsServices } from '../composition.js';
import type { MutationResolvers } from '../generated/resolvers-types.js';

export function mutationResolvers({
  trips,
  memories,
  priceAlerts,
  publicTrips,
  accountData,
  planEdits,
  members,
  livePlan,
}: TripsServices): MutationResolvers {
  return {
    createTrip: (_, args, { caller }) => trips.createTrip(caller, args.input),
    createTripFromPack: (_, args, { caller }) => trips.createTripFromPack(caller, args.input),
    regenerateTrip: (_, args, { caller }) => trips.regenerateTrip(caller, args.id, args.progressId),
    restorePreviousItinerary: (_, args, { caller }) => trips.restorePreviousItinerary(caller, args.id),
    setTripStatus: (_, args, { caller }) => trips.setTripStatus(caller, args.id, args.status),
    chooseTripRoute: (_, args, { caller }) => trips.chooseRoute(caller, args.id, args.routeIndex),
    setTripStartDate: (_, args, { caller }) => trips.setStartDate(caller, args.id, args.startDate ?? null),
    addStopToTrip: (_, args, { caller }) => trips.addStopToTrip(caller, args.tripId, args.stop),
    // Hand edits of the route the traveller sees (issue 22); each answers the trip.
    removeTripStop: (_, args, { caller }) => planEdits.removeStop(caller, args.tripId, args.stopKey),
    moveTripStop: (_, { tripId, stopKey, dayNumber, position }, { caller }) =>
      planEdits.moveStop(caller, tripId, stopKey, { dayNumber, position }),
    renameTripStop: (_, { tripId, stopKey, name }, { caller }) =>
      planEdits.renameStop(caller, tripId, stopKey, { name }),
    setTripStopNote: (_, { tripId, stopKey, note }, { caller }) =>
      planEdits.setStopNote(caller, tripId, stopKey, { note }),
    setTripDayNote: (_, { tripId, dayNumber, note }, { caller }) =>
      planEdits.setDayNote(caller, tripId, dayNumber, { note }),
    addTripMemory: (_, args, { caller }) => memories.addTripMemory(caller, args.tripId, args.input),
    // Price alerts: creating one, recording a price, Active/Inactive.
    createPriceAlert: (_, args, { caller }) => priceAlerts.createPriceAlert(caller, args.input),
    recordAlertPrice: (_, args, { caller }) => priceAlerts.recordAlertPrice(caller, args),
    setPriceAlertActive: (_, args, { caller }) => priceAlerts.setPriceAlertActive(caller, args),
    // Public trips: the owner's switch.
    setTripVisibility: (_, args, { caller }) => publicTrips.setTripVisibility(caller, args.id, args.isPublic),
    // The gateway-only deletion of the traveller's own data (issue 9).
    deleteTripsAccountData: (_, __, { caller }) => accountData.deleteData(caller),
    // The live document's plan as the trip's read model, from the collaboration service (issue 22).
    applyLiveTripPlan: (_, { tripId, stops, removedStopKeys, dayNotes }, { caller }) =>
      livePlan.applyLivePlan(caller, tripId, { stops, removedStopKeys, dayNotes }),
    // Co-travellers (issue 22): the owner's invitations and members, the invitee's answers.
    inviteTripMember: (_, { tripId, email, role }, { caller }) =>
      members.inviteByEmail(caller, tripId, { email, role }),
    createTripInviteLink: (_, { tripId, role }, { caller }) => members.createLink(caller, tripId, { role }),
    revokeTripInvitation: (_, args, { caller }) => members.revokeInvitation(caller, args.invitationId),
    acceptTripInvitation: (_, args, { caller }) => members.accept(caller, args.invitationId),
    declineTripInvitation: (_, args, { caller }) => members.decline(caller, args.invitationId),
    joinTripByLink: (_, args, { caller }) => members.joinByLink(caller, args.token),
    leaveTrip: (_, args, { caller }) => members.leave(caller, args.tripId),
    removeTripMember: (_, args, { caller }) => members.remove(caller, args.tripId, args.userId),
    setTripMemberRole: (_, { tripId, userId, role }, { caller }) =>
      members.setRole(caller, tripId, userId, { role }),
    deleteTrip: (_, args, { caller }) => members.deleteTrip(caller, args.id),
  };
}
