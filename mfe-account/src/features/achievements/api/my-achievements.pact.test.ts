import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeAccountPact } from '../../../testing/pact';
import { AchievementsPageQuery } from './my-achievements';

// Consumer contract of /achievements: the whole catalogue with the traveller's progress, and their level.
// A new traveller has earned nothing yet; the list holds both kinds of achievement the screen words
// differently: one counting an action ('0 of 1 trip') and one counting points ('0 of 500 points').
// Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { arrayContaining, integer, string, like, boolean } = MatchersV3;

const pact = mfeAccountPact();

const notEarned = {
  __typename: 'AchievementProgress',
  id: string('first-trip'),
  name: string('First Route'),
  description: string('Plan your first road trip.'),
  icon: string('map'),
  category: string('planning'),
  progress: integer(0),
  earned: boolean(false),
  earnedAt: like(null),
};

describe('mfe-account AchievementsPage query', () => {
  it('lists every achievement with progress, and the level with the way to the next one', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with no trips')
      .uponReceiving('the achievements page asking for the catalogue with the traveller’s progress')
      .withOperation('AchievementsPage')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(AchievementsPageQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            me: {
              __typename: 'User',
              id: string('5f1d7c2e9b1e8a0012345678'),
              stats: {
                __typename: 'UserStats',
                totalPoints: integer(5),
                level: string('Curious Wanderer'),
                levelProgress: integer(5),
                nextLevel: string('Weekend Explorer'),
                pointsToNextLevel: integer(95),
              },
            },
            myAchievements: arrayContaining(
              {
                ...notEarned,
                actionRequired: string('trip_planned'),
                actionCount: integer(1),
                pointsRequired: integer(0),
                maxProgress: integer(1),
              },
              {
                ...notEarned,
                id: string('points-500'),
                name: string('Point Collector'),
                description: string('Collect 500 points.'),
                icon: string('star'),
                category: string('milestones'),
                actionRequired: null,
                actionCount: integer(1),
                pointsRequired: integer(500),
                maxProgress: integer(500),
              },
            ),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: AchievementsPageQuery });
        expect(data.me?.stats.nextLevel).toBe('Weekend Explorer');
        expect(data.myAchievements.map((item) => item.actionRequired)).toEqual(['trip_planned', null]);
        expect(data.myAchievements.every((item) => !item.earned && item.earnedAt === null)).toBe(true);
      });
  });
});
