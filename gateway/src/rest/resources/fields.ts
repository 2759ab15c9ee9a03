/**
 * Field selections several resources' GraphQL operations share. Each operation selects exactly the fields
 * its REST answer documents, so the JSON the adapter returns is the operation's data with nothing added
 * or dropped.
 */

export const USER_FIELDS = `
  id email firstName lastName profileImageUrl interests travelStyle preferredPace lodgingPreference
  profileCompleted distanceUnits createdAt updatedAt`;

export const STOP_FIELDS = `
  id tripId name description latitude longitude lat lng category estimatedDuration dayNumber orderInDay
  address photos rating essential isDetour drivingTimeFromPrevious isCustom stopKey note createdAt`;

/** A trip's summary: what `GET /api/trips` lists (no plan: see contracts/rest/trips.ts). */
export const TRIP_SUMMARY_FIELDS = `
  id userId role ownerName title description startLocation endLocation startDate endDate totalDays theme status isPublic
  selectedRouteIndex accommodationType travelPartySize season budget pace createdAt updatedAt
  planner { planner model fallbackReason routing notes }`;

/** A trip's route options as the planner drew them. */
export const ROUTE_OPTION_FIELDS = `
    routeName vibe totalDistance totalDistanceKm distanceUnit estimatedTime
    stops { ${STOP_FIELDS} }
    dailySegments { day title description overnight driveSummary { estimatedHours distanceMiles distanceKm } }`;

/** A trip with its plan and stops: `GET /api/trips/{id}`, and the create and regenerate answers. */
export const TRIP_FIELDS = `${TRIP_SUMMARY_FIELDS}
  itinerary
  routeOptions {${ROUTE_OPTION_FIELDS}
  }
  stops { ${STOP_FIELDS} }
  hasPreviousItinerary
  dayNotes { day note }`;

/** One trip with its plan (the trip page, and the exports' input). */
export const TRIP_DETAIL = `query RestTripDetailQuery($id: Int!) { trip(id: $id) { ${TRIP_FIELDS} } }`;
