// What the hand-edit tests (issue 22) share: the fixture trip after an edit, as the trips service answers
// it, and the mocked answers of each edit.
import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { GraphQLError } from 'graphql';
import type { TripDetailStop, TripDetailTrip } from '../api/trip-detail';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { tripFixture } from './trip-detail.fixtures';

/** When each edit was stored: a new one each time, so the forecast asks again. */
export const editedAt = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** The fixture trip's planned stops of its first route option, by name. */
export function plannedStop(name: string): TripDetailStop {
  const stop = tripFixture().routeOptions[0]?.stops.find((candidate) => candidate.name === name);
  if (!stop) throw new Error(`No planned stop ${name}`);
  return stop;
}

/**
 * The fixture trip with its first route option's stops as `planned` (in route order; each day numbered
 * 1..n as the service renumbers after an edit), the traveller's `added` stops, and `dayNotes`.
 */
export function editedTrip({
  planned,
  added = [],
  dayNotes = [],
  minute,
}: {
  planned: TripDetailStop[];
  added?: TripDetailStop[];
  dayNotes?: { day: number; note: string }[];
  minute: number;
}): ReturnType<typeof tripFixture> {
  const trip = tripFixture();
  const numbered = (stops: TripDetailStop[]) => {
    const seen = new Map<number, number>();
    return stops.map((stop) => {
      const orderInDay = (seen.get(stop.dayNumber) ?? 0) + 1;
      seen.set(stop.dayNumber, orderInDay);
      return { ...stop, orderInDay };
    });
  };
  const all = numbered([...planned, ...added]);
  const plannedKeys = new Set(planned.map((stop) => stop.stopKey));
  const [first, ...others] = trip.routeOptions;
  return {
    ...trip,
    updatedAt: editedAt(minute),
    routeOptions: first
      ? [{ ...first, stops: all.filter((s) => plannedKeys.has(s.stopKey)) }, ...others]
      : [],
    stops: [
      ...all.filter((s) => plannedKeys.has(s.stopKey)).map((stop) => ({ ...stop, isCustom: false })),
      ...all.filter((s) => !plannedKeys.has(s.stopKey)).map((stop) => ({ ...stop, isCustom: true })),
    ],
    dayNotes: dayNotes.map((note) => ({ __typename: 'TripDayNote', ...note })),
  };
}

/** The page's plan fields of a trip, as an edit answers them (TripDetailPlan). */
function planOf(trip: TripDetailTrip & { __typename?: string }) {
  const { id, updatedAt, selectedRouteIndex, routeOptions, stops, dayNotes } = trip;
  return { __typename: 'Trip', id, updatedAt, selectedRouteIndex, routeOptions, stops, dayNotes };
}

/**
 * One edit's answer: the edited trip (and the cost forecast asked again for its new updatedAt), or a
 * failure: 'offline' (no answer) or the service's refusal in its words.
 */
export function editAnswer(
  query: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
  answer: TripDetailTrip | { offline: true } | { refused: string },
): MockedResponse[] {
  const request = { query, variables: { tripId: 7, ...variables } };
  if ('offline' in answer) return [{ request, error: new Error('Failed to fetch') }];
  if ('refused' in answer) {
    const error = new GraphQLError(answer.refused, { extensions: { code: 'BAD_USER_INPUT' } });
    return [{ request, result: { errors: [error] } }];
  }
  return [
    { request, result: { data: { [field]: planOf(answer) } } },
    tripFixtureForecast(0, answer.updatedAt),
  ];
}
