import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { ACTIVITY_POINTS, DEFAULT_LEVEL } from '@byway/contracts/rules';
import { useUsersWithAda } from './support/ada.js';

describe('users subgraph: me, the profile, federation and transport', () => {
  const users = useUsersWithAda();

  describe('me and the profile', () => {
    it('me answers the caller, or null when anonymous', async () => {
      const mine = await callSubgraph(users.url, '{ me { id email } }', {}, callerFor(users.ada.id));
      expect(mine.data).toEqual({ me: { id: users.ada.id, email: 'ada@example.com' } });
      const anonymous = await callSubgraph(users.url, '{ me { id } }', {}, callerFor(null));
      expect(anonymous.data).toEqual({ me: null });
    });

    it("stats start at the defaults, with today's visit (reading me) counted", async () => {
      const result = await callSubgraph(
        users.url,
        '{ me { stats { totalPoints level tripsPlanned tripsCompleted photosShared currentStreak } } }',
        {},
        callerFor(users.ada.id),
      );
      expect(result.data).toEqual({
        me: {
          stats: {
            totalPoints: ACTIVITY_POINTS.daily_visit,
            level: DEFAULT_LEVEL,
            tripsPlanned: 0,
            tripsCompleted: 0,
            photosShared: 0,
            currentStreak: 1,
          },
        },
      });
      expect(
        await users.service.connection.collection('user_stats').countDocuments({ userId: users.ada.id }),
      ).toBe(1);
    });

    it('updateProfile saves the preferences and needs a user', async () => {
      const mutation = `mutation($input: ProfileInput!) { updateProfile(input: $input) { interests travelStyle preferredPace lodgingPreference profileCompleted } }`;
      const input = {
        interests: ['nature-hikes', 'foodie', 'coffee', 'foodie'],
        travelStyle: 'foodie',
        preferredPace: 'slow',
        lodgingPreference: 'comfort',
      };
      const result = await callSubgraph(users.url, mutation, { input }, callerFor(users.ada.id));
      expect(result.data).toEqual({
        updateProfile: {
          interests: ['nature-hikes', 'foodie', 'coffee'],
          travelStyle: 'foodie',
          preferredPace: 'slow',
          lodgingPreference: 'comfort',
          profileCompleted: false,
        },
      });

      const anonymous = await callSubgraph(users.url, mutation, { input }, callerFor(null));
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const tooMany = await callSubgraph(
        users.url,
        mutation,
        { input: { ...input, interests: Array.from({ length: 21 }, (_, i) => `i${i}`) } },
        callerFor(users.ada.id),
      );
      expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const blank = await callSubgraph(
        users.url,
        mutation,
        { input: { ...input, travelStyle: '  ' } },
        callerFor(users.ada.id),
      );
      expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const long = await callSubgraph(
        users.url,
        mutation,
        { input: { ...input, interests: ['x'.repeat(51)] } },
        callerFor(users.ada.id),
      );
      expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('completeOnboarding saves the preferences and completes the profile', async () => {
      const mutation = `mutation($input: OnboardingInput!) { completeOnboarding(input: $input) { id interests travelStyle profileCompleted } }`;
      const input = {
        interests: ['history', 'quirky-stops', 'music-nightlife'],
        travelStyle: 'cultural',
        preferredPace: 'moderate',
        lodgingPreference: 'budget',
        groupSize: 'couple',
      };
      const result = await callSubgraph(users.url, mutation, { input }, callerFor(users.ada.id));
      expect(result.data).toEqual({
        completeOnboarding: {
          id: users.ada.id,
          interests: input.interests,
          travelStyle: 'cultural',
          profileCompleted: true,
        },
      });
      const row = await users.service.connection.collection('users').findOne({ _id: users.ada.id as never });
      expect(row?.groupSize).toBe('couple');
    });
  });

  describe('federation and transport', () => {
    it('resolves User entities', async () => {
      const result = await callSubgraph(
        users.url,
        `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id email stats { level } } } }`,
        {
          reps: [
            { __typename: 'User', id: users.ada.id },
            { __typename: 'User', id: 'missing' },
          ],
        },
        callerFor(null),
      );
      expect(result.data).toEqual({
        _entities: [
          { id: users.ada.id, email: 'ada@example.com', stats: { level: 'Curious Wanderer' } },
          null,
        ],
      });
    });

    it('refuses calls without the internal token', async () => {
      const result = await callSubgraph(users.url, '{ me { id } }', {}, null);
      expect(result.status).toBe(401);
      expect(result.data).toBeUndefined();
    });
  });
});
