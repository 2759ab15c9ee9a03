import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../../testing/pact';
import { TripRecommendationsQuery } from './trip-recommendations';

// Consumer contract of the Smart Travel Recommendations panel. The trip id comes from the provider state
// (its handler returns tripId); 7 is only the example the consumer test sends.
const { eachLike, integer, string, like, fromProviderState } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips TripRecommendations query', () => {
  it('gives the trip’s smart recommendations', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the trip page asking for the trip’s smart recommendations')
      .withOperation('TripRecommendations')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripRecommendationsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            trip: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              smartRecommendations: eachLike({
                __typename: 'SmartRecommendation',
                id: integer(1),
                location: string('Moab, UT'),
                recommendationType: string('weather_alternative'),
                title: string('Hot afternoons in Moab'),
                description: string('Typical fall highs near 91°F: start early.'),
                confidence: integer(75),
                dataSource: string('Seasonal climate normals'),
                metadata: like({}),
                validFrom: string('2026-09-01T00:00:00.000Z'),
                validUntil: string('2026-11-30T23:59:59.999Z'),
              }),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: TripRecommendationsQuery,
          variables: { id: 7 },
        });
        expect(data.trip?.smartRecommendations[0]).toMatchObject({
          title: 'Hot afternoons in Moab',
          confidence: 75,
        });
      });
  });
});
