import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, mfeTripsPact } from '../../testing/pact';
import { SetTripVisibilityMutation } from './set-trip-visibility';

// Consumer contract of the share dialog's public/private switch, sending the very document the dialog
// sends. The provider state answers the created trip's id as tripId, injected into the variables.
const { boolean, fromProviderState } = MatchersV3;

const pact = mfeTripsPact();

describe('mfe-trips SetTripVisibility mutation', () => {
  it('makes the owner’s trip private', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a public trip')
      .uponReceiving('the share dialog making the owner’s trip private')
      .withOperation('SetTripVisibility')
      .withVariables({ id: fromProviderState('${tripId}', 7), isPublic: false })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(SetTripVisibilityMutation))
      .willRespondWith(200, (builder) => {
        builder.headers({
          'content-type': MatchersV3.regex('application/json.*', 'application/json; charset=utf-8'),
        });
        builder.jsonBody({
          data: {
            setTripVisibility: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              isPublic: boolean(false),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).mutate({
          mutation: SetTripVisibilityMutation,
          variables: { id: 7, isPublic: false },
        });
        expect(data?.setTripVisibility).toMatchObject({ id: 7, isPublic: false });
      });
  });
});
