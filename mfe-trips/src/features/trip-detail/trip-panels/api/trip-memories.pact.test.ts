import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../../../testing/pact';
import { AddTripMemoryMutation, TripMemoriesQuery } from './trip-memories';

// Consumer contract of the Trip Memories panel: its list and the save. The trip id comes from the provider
// state (its handler returns tripId); 7 is only the example the consumer test sends.
const { boolean, integer, string, like, fromProviderState } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips TripMemories query', () => {
  it('lists the trip’s memories (none yet on a new trip)', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the trip page asking for the memories of a new trip')
      .withOperation('TripMemories')
      .withVariables({ id: fromProviderState('${tripId}', 7) })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripMemoriesQuery))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          data: { trip: { __typename: 'Trip', id: fromProviderState('${tripId}', 7), memories: [] } },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({
          query: TripMemoriesQuery,
          variables: { id: 7 },
        });
        expect(data.trip?.memories).toEqual([]);
      });
  });
});

describe('mfe-trips AddTripMemory mutation', () => {
  it('saves a rating memory', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip')
      .uponReceiving('the memory form saving a rating')
      .withOperation('AddTripMemory')
      .withVariables({
        tripId: fromProviderState('${tripId}', 7),
        input: { stopName: 'Arches National Park', memoryType: 'rating', rating: 5 },
      })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(AddTripMemoryMutation))
      .willRespondWith(200, (builder) => {
        builder.jsonBody({
          data: {
            addTripMemory: {
              __typename: 'TripMemory',
              id: integer(1),
              tripId: fromProviderState('${tripId}', 7),
              stopName: 'Arches National Park',
              // Whether the trip's itinerary has a stop of that name: either, for this contract.
              stopInItinerary: boolean(true),
              memoryType: 'rating',
              content: like(null),
              photoUrl: like(null),
              rating: 5,
              createdAt: string('2026-11-20T10:00:00.000Z'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: AddTripMemoryMutation,
          variables: {
            tripId: 7,
            input: { stopName: 'Arches National Park', memoryType: 'rating', rating: 5 },
          },
        });
        expect(data?.addTripMemory).toMatchObject({
          stopName: 'Arches National Park',
          memoryType: 'rating',
          rating: 5,
        });
      });
  });
});
