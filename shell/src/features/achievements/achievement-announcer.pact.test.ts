import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, consumerPact, jsonHeaders } from '../../../../contracts/pact/consumer';
import { AcknowledgeAchievementsMutation, UnseenAchievementsQuery } from './achievement-announcer';

// Consumer contract of the shell's achievement toast, sending the very documents it sends. Verified
// against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, string } = MatchersV3;
const pact = consumerPact('shell');

describe('shell achievement announcements', () => {
  it('asks for achievements earned and not yet shown', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller who has just planned their first trip')
      .uponReceiving('the shell asking which achievements to announce')
      .withOperation('UnseenAchievementsQuery')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(UnseenAchievementsQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            unseenAchievements: eachLike({
              __typename: 'AchievementProgress',
              id: string('first-trip'),
              name: string('First Route'),
              description: string('Plan your first road trip.'),
            }),
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({ query: UnseenAchievementsQuery });
        expect(data?.unseenAchievements[0]?.id).toBe('first-trip');
      });
  });

  it('marks announced achievements as seen', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller who has just planned their first trip')
      .uponReceiving('the shell marking announced achievements as seen')
      .withOperation('AcknowledgeAchievementsMutation')
      .withVariables({ ids: ['first-trip'] })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withMutation(addTypenameToDocument(AcknowledgeAchievementsMutation))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({ data: { acknowledgeAchievements: eachLike(string('first-trip')) } });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).mutate({
          mutation: AcknowledgeAchievementsMutation,
          variables: { ids: ['first-trip'] },
        });
        expect(data?.acknowledgeAchievements).toEqual(['first-trip']);
      });
  });
});
