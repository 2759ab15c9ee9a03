import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { RestorePreviousItineraryMutation } from './restore-previous-itinerary';

// Consumer contract of 'Go back to the previous itinerary', sending the very document the trip page sends.
// The provider state regenerated the trip once after a memory was saved, so there is an itinerary to go back
// to; its id comes back as tripId.
const { eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips RestorePreviousItinerary mutation', () => {
  it('brings back the itinerary the last regeneration replaced', async () => {
    await pact
      .addGraphQLInteraction()
      .given(
        'a signed-in traveller with a regenerated 4-day trip and a memory of its first stop, its id given as tripId',
      )
      .uponReceiving('the trip page going back to the previous itinerary')
      .withOperation('RestorePreviousItinerary')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(RestorePreviousItineraryMutation))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            restorePreviousItinerary: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              updatedAt: string('2026-11-21T10:00:00.000Z'),
              hasPreviousItinerary: true,
              // The memory's stop was on the itinerary that comes back.
              memories: eachLike({ __typename: 'TripMemory', id: integer(1), stopInItinerary: true }),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: RestorePreviousItineraryMutation,
          variables: { id: 7 },
        });
        expect(data?.restorePreviousItinerary).toMatchObject({ id: 7, hasPreviousItinerary: true });
        expect(data?.restorePreviousItinerary.memories[0]?.stopInItinerary).toBe(true);
      });
  });
});
