import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeDiscoveryPact } from '../../../testing/pact';
import type { HiddenGemCardData } from './hidden-gems';
import { AddGemToTripMutation, GemTripChoicesQuery, gemStopInput } from './add-gem-to-trip';

// Consumer contracts of 'Add to trip' on a hidden gem, sending the very documents the dialog sends.
const { atLeastOneLike, fromProviderState, integer, string } = MatchersV3;
const pact = mfeDiscoveryPact();

/** Corona Arch near Moab: the provider's Denver-Moab trip passes near it. */
const gem: HiddenGemCardData = {
  id: 'corona-arch',
  name: 'Corona Arch',
  description: 'A 140-foot sandstone arch above the Colorado River.',
  category: 'hidden-natural',
  address: 'Moab, UT',
  city: 'Moab',
  state: 'Utah',
  rating: 4.6,
  priceRange: 'Free',
  specialFeatures: [],
  estimatedVisitTime: 'About 2 hours',
  bestTimeToVisit: 'Spring and fall',
  imageUrl: null,
  imageCredit: null,
  latitude: 38.5797,
  longitude: -109.6199,
};

describe('mfe-discovery Add to trip', () => {
  it("lists the traveller's trips to choose from", async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the hidden gems Add to trip dialog asking for the traveller’s trips')
      .withOperation('GemTripChoices')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(GemTripChoicesQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            myTrips: atLeastOneLike({
              __typename: 'Trip',
              id: integer(7),
              title: string('Denver, CO to Moab, UT'),
              startLocation: string('Denver, CO'),
              endLocation: string('Moab, UT'),
              totalDays: integer(4),
            }),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({ query: GemTripChoicesQuery });
        expect(data.myTrips[0]?.endLocation).toBe('Moab, UT');
      });
  });

  it('adds a gem to one of the traveller’s own trips', async () => {
    const stop = gemStopInput(gem);
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the hidden gems Add to trip dialog adding Corona Arch to the trip')
      .withOperation('AddGemToTrip')
      .withVariables({ tripId: fromProviderState('${tripId}', 7), stop })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(AddGemToTripMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            addStopToTrip: {
              __typename: 'TripStop',
              id: integer(501),
              name: 'Corona Arch',
              dayNumber: integer(4),
              orderInDay: integer(2),
            },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: AddGemToTripMutation,
          variables: { tripId: 7, stop },
        });
        expect(data?.addStopToTrip.name).toBe('Corona Arch');
        expect(data?.addStopToTrip.dayNumber).toBe(4);
      });
  });
});
