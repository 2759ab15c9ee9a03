import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeTripsPact } from '../../../testing/pact';
import { ChooseTripRouteMutation } from './choose-trip-route';

// Consumer contract of 'Choose Your Route' on the trip page (issue 21), sending the very document the page sends.
const { fromProviderState } = MatchersV3;
const pact = mfeTripsPact();

describe('mfe-trips ChooseTripRoute mutation', () => {
  it('keeps the route option the traveller chose', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the trip page keeping the chosen route option')
      .withOperation('ChooseTripRoute')
      .withVariables({ id: fromProviderState('${tripId}', 7), routeIndex: 1 })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(ChooseTripRouteMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            chooseTripRoute: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              selectedRouteIndex: 1,
            },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: ChooseTripRouteMutation,
          variables: { id: 7, routeIndex: 1 },
        });
        expect(data?.chooseTripRoute.selectedRouteIndex).toBe(1);
      });
  });
});
