import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeAccountPact } from '../../../testing/pact';
import { ProfileSetupAnswersQuery } from './profile-setup-answers';

// Consumer contract of /profile-setup's opening read: the traveller's current answers, which the wizard
// starts from. Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, string } = MatchersV3;

const pact = mfeAccountPact();

describe('mfe-account ProfileSetupAnswers query', () => {
  it('reads the current preferences the profile wizard opens with', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller who completed onboarding')
      .uponReceiving('the profile wizard asking for the traveller’s current answers')
      .withOperation('ProfileSetupAnswers')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(ProfileSetupAnswersQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            me: {
              __typename: 'User',
              id: string('5f1d7c2e9b1e8a0012345678'),
              interests: eachLike('nature-hikes', 3),
              travelStyle: string('adventurer'),
              preferredPace: string('slow'),
              lodgingPreference: string('camping'),
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: ProfileSetupAnswersQuery });
        expect(data.me).toMatchObject({
          travelStyle: 'adventurer',
          preferredPace: 'slow',
          lodgingPreference: 'camping',
        });
        expect(data.me?.interests.length).toBeGreaterThanOrEqual(3);
      });
  });
});
