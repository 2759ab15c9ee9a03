import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeAccountPact } from '../../../testing/pact';
import { ProfileMeQuery } from './profile-me';

// Consumer contract of /profile, sending the very document the page sends (with the __typename fields Apollo
// adds). Verified against the running gateway by contracts/pact/gateway.provider.test.ts.
const { eachLike, integer, string, like, regex } = MatchersV3;

const pact = mfeAccountPact();

describe('mfe-account ProfileMe query', () => {
  it('reads the profile, preferences and Adventure Stats of the signed-in traveller', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller who completed onboarding')
      .uponReceiving('the profile page asking for the traveller’s profile and stats')
      .withOperation('ProfileMe')
      .withVariables({})
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(ProfileMeQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            me: {
              __typename: 'User',
              id: string('5f1d7c2e9b1e8a0012345678'),
              email: string('pat.contract@example.test'),
              firstName: string('Pat'),
              lastName: string('Contract'),
              profileImageUrl: like(null),
              // The provider state onboards with these answers (every value of contracts/rules).
              interests: eachLike('nature-hikes', 3),
              travelStyle: string('adventurer'),
              preferredPace: string('slow'),
              lodgingPreference: string('camping'),
              // Not chosen in the provider state: each trip in its country's unit.
              distanceUnits: regex('^(country|mi|km)$', 'country'),
              stats: {
                __typename: 'UserStats',
                totalPoints: integer(0),
                level: string('Curious Wanderer'),
                levelProgress: integer(5),
                nextLevel: string('Weekend Explorer'),
                pointsToNextLevel: integer(95),
                tripsPlanned: integer(0),
                tripsCompleted: integer(0),
                photosShared: integer(0),
              },
            },
          },
        });
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url).query({ query: ProfileMeQuery });
        expect(data.me).toMatchObject({
          firstName: 'Pat',
          travelStyle: 'adventurer',
          lodgingPreference: 'camping',
        });
        expect(data.me?.interests.length).toBeGreaterThanOrEqual(3);
        expect(data.me?.stats.level).toBe('Curious Wanderer');
      });
  });
});
