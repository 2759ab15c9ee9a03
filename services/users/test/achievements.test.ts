import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { ACHIEVEMENT_CATEGORIES, ACTIVITY_POINTS } from '@byway/contracts/rules';
import { ACHIEVEMENTS } from '../src/data/achievements.js';
import {
  ACKNOWLEDGE,
  MY_ACHIEVEMENTS,
  UNSEEN,
  useProgressService,
  type Progress,
} from './support/progress.js';

describe('achievements', () => {
  const users = useProgressService();

  describe('achievements', () => {
    it('has a catalogue of at least 15 across the categories, stored in the achievements collection', async () => {
      const { data } = await callSubgraph<{ achievements: { id: string; category: string; icon: string }[] }>(
        users.url,
        '{ achievements { id name description icon category pointsRequired actionRequired actionCount } }',
      );
      expect(data!.achievements.length).toBeGreaterThanOrEqual(15);
      expect(data!.achievements.map((a) => a.id).sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
      expect(new Set(data!.achievements.map((a) => a.category))).toEqual(new Set(ACHIEVEMENT_CATEGORIES));
      expect(await users.service.connection.collection('achievements').countDocuments({})).toBe(
        ACHIEVEMENTS.length,
      );
    });

    it('are earned when the count is reached, once, and toasted until acknowledged', async () => {
      const userId = randomUUID();
      const first = await users.record(userId, 'trip_planned', '1');
      expect(first.data!.recordActivity.earnedAchievementIds).toEqual(['first-trip']);
      for (let i = 2; i <= 4; i += 1) await users.record(userId, 'trip_planned', String(i));
      const beforeFifth = await callSubgraph<{ myAchievements: Progress[] }>(
        users.url,
        MY_ACHIEVEMENTS,
        {},
        callerFor(userId),
      );
      expect(beforeFifth.data!.myAchievements.find((a) => a.id === 'five-trips')).toMatchObject({
        progress: 4,
        maxProgress: 5,
        earned: false,
        earnedAt: null,
      });

      const fifth = await Promise.all([
        users.record(userId, 'trip_planned', '5'),
        users.record(userId, 'trip_planned', '5'),
      ]);
      expect(fifth.flatMap((r) => r.data!.recordActivity.earnedAchievementIds)).toEqual(['five-trips']);

      const mine = await callSubgraph<{ myAchievements: Progress[] }>(
        users.url,
        MY_ACHIEVEMENTS,
        {},
        callerFor(userId),
      );
      const fiveTrips = mine.data!.myAchievements.find((a) => a.id === 'five-trips')!;
      expect(fiveTrips).toMatchObject({ progress: 5, maxProgress: 5, earned: true, icon: 'route' });
      expect(Number.isNaN(Date.parse(fiveTrips.earnedAt!))).toBe(false);
      // Grouped by category, in the screen's order.
      const ranks = mine.data!.myAchievements.map((a) => ACHIEVEMENT_CATEGORIES.indexOf(a.category as never));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

      const unseen = await callSubgraph<{ unseenAchievements: Progress[] }>(
        users.url,
        UNSEEN,
        {},
        callerFor(userId),
      );
      expect(unseen.data!.unseenAchievements.map((a) => a.id)).toEqual(['first-trip', 'five-trips']);
      const ack = await callSubgraph<{ acknowledgeAchievements: string[] }>(
        users.url,
        ACKNOWLEDGE,
        { ids: ['first-trip', 'ten-trips', 'no-such'] },
        callerFor(userId),
      );
      expect(ack.data!.acknowledgeAchievements).toEqual(['first-trip']);
      const after = await callSubgraph<{ unseenAchievements: Progress[] }>(
        users.url,
        UNSEEN,
        {},
        callerFor(userId),
      );
      expect(after.data!.unseenAchievements.map((a) => a.id)).toEqual(['five-trips']);
    });

    it('counts points for the points milestones', async () => {
      const userId = randomUUID();
      for (let i = 0; i < 3; i += 1) await users.record(userId, 'trip_completed', `c${i}`);
      const mine = await callSubgraph<{ myAchievements: Progress[] }>(
        users.url,
        MY_ACHIEVEMENTS,
        {},
        callerFor(userId),
      );
      expect(mine.data!.myAchievements.find((a) => a.id === 'points-500')).toMatchObject({ earned: true });
      expect(mine.data!.myAchievements.find((a) => a.id === 'points-2000')).toMatchObject({
        earned: false,
        progress: 3 * ACTIVITY_POINTS.trip_completed,
      });
    });

    it('need a signed-in traveller', async () => {
      for (const query of [MY_ACHIEVEMENTS, UNSEEN]) {
        const result = await callSubgraph(users.url, query);
        expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });
  });
});
