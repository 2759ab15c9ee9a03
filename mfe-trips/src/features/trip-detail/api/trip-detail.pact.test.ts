import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { TripDetailQuery } from './trip-detail';
import { tripPlanShape } from './trip-plan.pact-shapes';

// Consumer contract of the trip page's query, sending the very document the page sends (with the
// __typename fields Apollo adds). The provider state answers the created trip's id as tripId, injected
// into the variables; verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { boolean, eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips TripDetail query', () => {
  it('answers the traveller’s trip with its route options and stops', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the trip page asking for the traveller’s trip')
      .withOperation('TripDetail')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripDetailQuery))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            trip: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              title: string('Denver, CO to Moab, UT'),
              description: string('4 day road trip'),
              startLocation: string('Denver, CO'),
              endLocation: string('Moab, UT'),
              totalDays: integer(4),
              isPublic: boolean(false),
              status: string('planning'),
              // Made with the builder, not from a trip pack.
              tripPackId: null,
              hasPreviousItinerary: boolean(false),
              startDate: null,
              // The traveller's own trip.
              role: 'owner',
              // What the planner tells the traveller (how distances were estimated, what it left out).
              planner: { __typename: 'TripPlanner', notes: eachLike(string('Distances are estimates.')) },
              // The plan: route options, stops (each with its key for hand edits), no day notes yet.
              ...tripPlanShape(),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: TripDetailQuery,
          variables: { id: 7 },
        });
        expect(data.trip).toMatchObject({ id: 7, startLocation: 'Denver, CO', totalDays: 4 });
        expect(data.trip?.routeOptions[0]?.stops[0]).toMatchObject({ dayNumber: 1, orderInDay: 1 });
        expect(data.trip?.routeOptions[0]?.dailySegments[0]?.driveSummary.estimatedHours).toBe(2.5);
        expect(data.trip?.routeOptions[0]?.dailySegments[0]?.path).toBeNull();
      });
  });

  it('answers null for a trip the traveller does not have', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the trip page asking for a trip that is not the traveller’s')
      .withOperation('TripDetail')
      .withVariables({ id: 2_000_000_000 })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripDetailQuery))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ data: { trip: null } });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: TripDetailQuery,
          variables: { id: 2_000_000_000 },
        });
        expect(data.trip).toBeNull();
      });
  });
});
