import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { ACTIVITY_POINTS, DEFAULT_LEVEL, LEVELS, levelFor } from '@byway/contracts/rules';
import { ME_STATS, useProgressService, type Stats } from './support/progress.js';

describe('levels and streaks', () => {
  const users = useProgressService();

  describe('levels', () => {
    it('start at the default level and climb the ladder by points', () => {
      expect(LEVELS[0].name).toBe(DEFAULT_LEVEL);
      expect(levelFor(0)).toEqual({
        level: DEFAULT_LEVEL,
        levelProgress: 0,
        nextLevel: LEVELS[1].name,
        pointsToNextLevel: LEVELS[1].minPoints,
      });
      const halfway = LEVELS[1].minPoints / 2;
      expect(levelFor(halfway)).toMatchObject({ level: DEFAULT_LEVEL, levelProgress: 50 });
      expect(levelFor(LEVELS[1].minPoints)).toMatchObject({ level: LEVELS[1].name, levelProgress: 0 });
      expect(levelFor(LEVELS[2].minPoints - 1)).toMatchObject({
        level: LEVELS[1].name,
        pointsToNextLevel: 1,
      });
      const top = LEVELS[LEVELS.length - 1]!;
      expect(levelFor(top.minPoints + 10_000)).toEqual({
        level: top.name,
        levelProgress: 100,
        nextLevel: null,
        pointsToNextLevel: 0,
      });
    });

    it('are what User.stats answers', async () => {
      const userId = await users.signUp();
      for (let i = 0; i < 3; i += 1) await users.record(userId, 'trip_completed', `t${i}`);
      const { data } = await callSubgraph<{ me: { stats: Stats } }>(
        users.url,
        ME_STATS,
        {},
        callerFor(userId),
      );
      const total = 3 * ACTIVITY_POINTS.trip_completed + ACTIVITY_POINTS.daily_visit;
      expect(data!.me.stats).toMatchObject({ totalPoints: total, tripsCompleted: 3, ...levelFor(total) });
    });
  });

  describe('streaks', () => {
    it('continue from yesterday to today, reset after a missed day, and count a day once', async () => {
      const clock = { now: new Date('2026-03-01T23:30:00Z') };
      const progress = users.progressAt(clock);
      const userId = randomUUID();
      const stats = () => progress.statsFor(userId);

      await progress.recordVisit(userId);
      expect(await stats()).toMatchObject({
        currentStreak: 1,
        longestStreak: 1,
        totalPoints: ACTIVITY_POINTS.daily_visit,
      });
      clock.now = new Date('2026-03-01T23:59:00Z');
      await Promise.all([progress.recordVisit(userId), progress.recordVisit(userId)]);
      expect(await stats()).toMatchObject({ currentStreak: 1, totalPoints: ACTIVITY_POINTS.daily_visit });

      clock.now = new Date('2026-03-02T00:01:00Z');
      await progress.recordVisit(userId);
      clock.now = new Date('2026-03-03T12:00:00Z');
      await progress.recordVisit(userId);
      expect(await stats()).toMatchObject({ currentStreak: 3, longestStreak: 3 });
      expect(await stats()).toMatchObject({ totalPoints: 3 * ACTIVITY_POINTS.daily_visit });

      clock.now = new Date('2026-03-05T08:00:00Z');
      await progress.recordVisit(userId);
      expect(await stats()).toMatchObject({
        currentStreak: 1,
        longestStreak: 3,
        lastLogin: clock.now.toISOString(),
      });

      const mine = await progress.myAchievements(callerFor(userId));
      expect(mine.find((a) => a.id === 'streak-3')).toMatchObject({
        earned: true,
        progress: 3,
        maxProgress: 3,
      });
      expect(mine.find((a) => a.id === 'streak-7')).toMatchObject({
        earned: false,
        progress: 3,
        maxProgress: 7,
      });
    });
  });
});
