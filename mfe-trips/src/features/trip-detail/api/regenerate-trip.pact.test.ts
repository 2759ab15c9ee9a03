import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../testing/pact';
import { RegenerateTripMutation } from './regenerate-trip';

// Consumer contract of 'Generate New Itinerary', sending the very document the trip page sends. The
// provider state answers the created trip's id as tripId, injected into the variables; the trip has a
// memory, so the answer shows how memories come back (whether their stop is in the new itinerary).
const { boolean, eachLike, fromProviderState, integer, string } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips RegenerateTrip mutation', () => {
  it('plans the traveller’s trip again, keeping the previous itinerary', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip and a memory of its first stop, its id given as tripId')
      .uponReceiving('the trip page asking for a new itinerary')
      .withOperation('RegenerateTrip')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(RegenerateTripMutation))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            regenerateTrip: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              updatedAt: string('2026-11-21T10:00:00.000Z'),
              hasPreviousItinerary: true,
              memories: eachLike({
                __typename: 'TripMemory',
                id: integer(1),
                stopInItinerary: boolean(false),
              }),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: RegenerateTripMutation,
          variables: { id: 7 },
        });
        expect(data?.regenerateTrip).toMatchObject({ id: 7, hasPreviousItinerary: true });
        expect(data?.regenerateTrip.memories[0]).toMatchObject({ id: 1, stopInItinerary: false });
      });
  });
});
