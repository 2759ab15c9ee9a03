import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, FOUR_DAY_TRIP, jsonHeaders, mfeTripsPact } from '../../../testing/pact';
import {
  MoveTripStopMutation,
  PutBackTripStopMutation,
  RemoveTripStopMutation,
  RenameTripStopMutation,
  SetTripDayNoteMutation,
  SetTripStopNoteMutation,
} from './plan-edits';
import { plannedStopShape, routeOptionShape, tripPlanShape } from './trip-plan.pact-shapes';

// Consumer contracts of the trip page's hand edits (issue 22), each sending the very document the page
// sends. The edits of one stop need a stop of the provider's trip: its provider state answers the trip's
// id as tripId and the key of its first stop (day 1, first of the kept route option) as stopKey.
const { arrayContaining, fromProviderState, string } = MatchersV3;
const pact = mfeTripsPact();

const TRIP_WITH_STOP =
  "a signed-in traveller with a 4-day trip, its id given as tripId and its first stop's key as stopKey";
const tripId = fromProviderState('${tripId}', 7);
const stopKey = fromProviderState('${stopKey}', 's-0b6f3c52-8a4e-4c1e-9d67-3f1d2a7c9e10');

/** One edit on the provider state's trip, answered by `answer` under `field`; `check` reads the result. */
async function editPact<Data, Variables extends Record<string, unknown>>(
  on: PactV4,
  edit: {
    state: string;
    operation: string;
    description: string;
    document: TypedDocumentNode<Data, Variables>;
    field: keyof Data & string;
    variables: Record<string, unknown>;
    answer: Record<string, unknown>;
    check: (data: Data | null | undefined) => void;
  },
) {
  const usesStop = edit.state === TRIP_WITH_STOP;
  await on
    .addGraphQLInteraction()
    .given(edit.state)
    .uponReceiving(edit.description)
    .withOperation(edit.operation)
    .withVariables({ tripId, ...(usesStop ? { stopKey } : {}), ...edit.variables })
    .withRequest('POST', '/graphql', (builder) => {
      builder.headers({ 'apollo-require-preflight': 'true' });
    })
    .withMutation(addTypenameToDocument(edit.document))
    .willRespondWith(200, (builder) => {
      builder.headers(jsonHeaders);
      builder.jsonBody({ data: { [edit.field]: edit.answer } });
    })
    .executeTest(async (server) => {
      const { data } = await clientFor(server.url).mutate({
        mutation: edit.document,
        variables: {
          tripId: 7,
          ...(usesStop ? { stopKey: 's-0b6f3c52-8a4e-4c1e-9d67-3f1d2a7c9e10' } : {}),
          ...edit.variables,
        } as unknown as Variables,
      });
      edit.check(data);
    });
}

/** The edited trip: its id and plan fields, with `overrides`. */
const editedTrip = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Trip',
  id: tripId,
  ...tripPlanShape(overrides),
});

/** The kept route option (and the trip's stops, which mirror option 0) holding `stop` among others. */
const holding = (stop: Record<string, unknown>) => ({
  routeOptions: arrayContaining(routeOptionShape(arrayContaining({ ...plannedStopShape, ...stop }))),
  stops: arrayContaining({ ...plannedStopShape, ...stop, isCustom: false }),
});

describe('mfe-trips hand edits of the plan', () => {
  it('removes a stop and answers the trip without it', () =>
    editPact(pact, {
      state: TRIP_WITH_STOP,
      operation: 'RemoveTripStop',
      description: 'the trip page removing a stop of the trip',
      document: RemoveTripStopMutation,
      field: 'removeTripStop',
      variables: {},
      answer: editedTrip(),
      check: (data) => expect(data?.removeTripStop.updatedAt).toMatch(/^\d{4}-/),
    }));

  it('moves a stop to the first place of day 2', () =>
    editPact(pact, {
      state: TRIP_WITH_STOP,
      operation: 'MoveTripStop',
      description: 'the trip page moving a stop to another day',
      document: MoveTripStopMutation,
      field: 'moveTripStop',
      variables: { dayNumber: 2, position: 1 },
      answer: editedTrip(holding({ stopKey, dayNumber: 2, orderInDay: 1 })),
      check: (data) => {
        const moved = data?.moveTripStop.routeOptions[0]?.stops[0];
        expect(moved).toMatchObject({ dayNumber: 2, orderInDay: 1 });
      },
    }));

  it("keeps the traveller's own name for a stop", () =>
    editPact(pact, {
      state: TRIP_WITH_STOP,
      operation: 'RenameTripStop',
      description: 'the trip page renaming a stop',
      document: RenameTripStopMutation,
      field: 'renameTripStop',
      variables: { name: 'Sunrise at the arches' },
      answer: editedTrip(holding({ stopKey, name: 'Sunrise at the arches' })),
      check: (data) =>
        expect(data?.renameTripStop.routeOptions[0]?.stops[0]?.name).toBe('Sunrise at the arches'),
    }));

  it("keeps the traveller's note on a stop", () =>
    editPact(pact, {
      state: TRIP_WITH_STOP,
      operation: 'SetTripStopNote',
      description: 'the trip page keeping a note on a stop',
      document: SetTripStopNoteMutation,
      field: 'setTripStopNote',
      variables: { note: 'Book the 9 am ranger tour' },
      answer: editedTrip(holding({ stopKey, note: 'Book the 9 am ranger tour' })),
      check: (data) =>
        expect(data?.setTripStopNote.routeOptions[0]?.stops[0]?.note).toBe('Book the 9 am ranger tour'),
    }));

  it("keeps the traveller's note on a day", () =>
    editPact(pact, {
      state: FOUR_DAY_TRIP,
      operation: 'SetTripDayNote',
      description: 'the trip page keeping a note on day 2',
      document: SetTripDayNoteMutation,
      field: 'setTripDayNote',
      variables: { dayNumber: 2, note: 'Fill up in Green River: nothing for 100 miles' },
      answer: editedTrip({
        dayNotes: [
          { __typename: 'TripDayNote', day: 2, note: 'Fill up in Green River: nothing for 100 miles' },
        ],
      }),
      check: (data) =>
        expect(data?.setTripDayNote.dayNotes).toEqual([
          { __typename: 'TripDayNote', day: 2, note: 'Fill up in Green River: nothing for 100 miles' },
        ]),
    }));

  it('puts a removed stop back as a stop the traveller adds (Undo of Remove)', () =>
    editPact(pact, {
      state: FOUR_DAY_TRIP,
      operation: 'PutBackTripStop',
      description: 'the trip page putting a removed stop back',
      document: PutBackTripStopMutation,
      field: 'addStopToTrip',
      variables: {
        stop: {
          name: 'Arches National Park',
          description: 'Over 2,000 natural stone arches.',
          category: 'nature',
          address: 'Moab, UT',
          latitude: 38.7331,
          longitude: -109.5925,
          estimatedDuration: 120,
          addAnyway: true,
        },
      },
      answer: { __typename: 'TripStop', stopKey: string('added-12') },
      check: (data) => expect(data?.addStopToTrip.stopKey).toBe('added-12'),
    }));
});
