import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeTripsPact } from '../../../testing/pact';
import { SetTripStatusMutation } from './set-trip-status';

// Consumer contract of 'Start trip' on the trip page, sending the very document the page sends.
const { fromProviderState } = MatchersV3;
const pact = mfeTripsPact();

describe('mfe-trips SetTripStatus mutation', () => {
  it('starts one of the traveller’s own trips', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the trip page starting the trip')
      .withOperation('SetTripStatus')
      .withVariables({ id: fromProviderState('${tripId}', 7), status: 'in_progress' })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(SetTripStatusMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            setTripStatus: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              status: 'in_progress',
            },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: SetTripStatusMutation,
          variables: { id: 7, status: 'in_progress' },
        });
        expect(data?.setTripStatus.status).toBe('in_progress');
      });
  });
});
