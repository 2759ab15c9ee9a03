import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { ACTIVITY_DAILY_CREDITS, ACTIVITY_POINTS, levelFor } from '@byway/contracts/rules';
import { ME_STATS, reporter, useProgressService, type Stats } from './support/progress.js';

describe('recording activity: points once per thing, within the daily allowances', () => {
  const users = useProgressService();

  describe('recordActivity (services only)', () => {
    it('is refused without the activity scope, without a traveller, or for an unknown action', async () => {
      const userId = randomUUID();
      const noScope = await users.recordAs(callerFor(userId), 'trip_planned', '1');
      expect(noScope.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const noUser = await users.recordAs(reporter(null), 'trip_planned', '1');
      expect(noUser.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await users.record(userId, 'walked_the_dog', '1');
      expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(unknown.errors?.[0]?.message).toContain('trip_planned');
    });

    it('awards once when the same action is reported 10 times at once', async () => {
      const userId = await users.signUp();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => users.record(userId, 'trip_planned', '42')),
      );
      for (const result of results) expect(result.errors).toBeUndefined();
      const awarded = results.filter((result) => result.data!.recordActivity.awarded);
      expect(awarded).toHaveLength(1);
      expect(awarded[0]!.data!.recordActivity.points).toBe(ACTIVITY_POINTS.trip_planned);

      const history = await users.service.connection.collection('points_history').countDocuments({ userId });
      expect(history).toBe(1);
      const { data } = await callSubgraph<{ me: { stats: Stats } }>(
        users.url,
        ME_STATS,
        {},
        callerFor(userId),
      );
      // The read itself is today's visit: daily_visit points on top of the one trip.
      expect(data!.me.stats).toMatchObject({
        tripsPlanned: 1,
        totalPoints: ACTIVITY_POINTS.trip_planned + ACTIVITY_POINTS.daily_visit,
        currentStreak: 1,
        longestStreak: 1,
      });
      // A retry later still awards nothing; another trip does.
      expect((await users.record(userId, 'trip_planned', '42')).data!.recordActivity.awarded).toBe(false);
      expect((await users.record(userId, 'trip_planned', '43')).data!.recordActivity.awarded).toBe(true);
    });

    it('moves the counter of each action and the level with the points', async () => {
      const userId = randomUUID();
      await users.record(userId, 'trip_completed', '7');
      await users.record(userId, 'photo_shared', 'p1');
      await users.record(userId, 'memory_saved', 'm1');
      const total =
        ACTIVITY_POINTS.trip_completed + ACTIVITY_POINTS.photo_shared + ACTIVITY_POINTS.memory_saved;
      const row = await users.service.connection.collection('user_stats').findOne({ userId });
      expect(row).toMatchObject({
        totalPoints: total,
        tripsCompleted: 1,
        photosShared: 1,
        tripsPlanned: 0,
        level: levelFor(total).level,
        levelProgress: levelFor(total).levelProgress,
      });
    });
  });

  describe('daily allowances (issue 18: 30 notes on one trip took 280 points to 730)', () => {
    it('credits at most the allowance of one action per trip and day; the rest earn nothing, retries spend nothing', async () => {
      const userId = randomUUID();
      const { perTrip, perDay } = ACTIVITY_DAILY_CREDITS.memory_saved;
      const awarded: boolean[] = [];
      for (let i = 0; i < 30; i++) {
        awarded.push(
          (await users.record(userId, 'memory_saved', `note-${i}`, 'trip-1')).data!.recordActivity.awarded,
        );
      }
      expect(awarded.filter(Boolean)).toHaveLength(perTrip!);
      expect(awarded.slice(0, perTrip)).toEqual(Array<boolean>(perTrip!).fill(true));
      const stats = () => users.service.connection.collection('user_stats').findOne({ userId });
      expect((await stats())?.totalPoints).toBe(perTrip! * ACTIVITY_POINTS.memory_saved);
      // The uncredited notes are in the history with no points, and count for no achievement.
      const history = await users.service.connection
        .collection('points_history')
        .find({ userId, action: 'memory_saved' })
        .toArray();
      expect(history).toHaveLength(30);
      expect(history.filter((entry) => entry.points > 0)).toHaveLength(perTrip!);

      // Another trip has its own allowance, within the day's overall one; a retry of a credited note spends nothing.
      expect(
        (await users.record(userId, 'memory_saved', 'note-0', 'trip-1')).data!.recordActivity.awarded,
      ).toBe(false);
      let credited = perTrip!;
      for (let trip = 2; credited < perDay + 3; trip++) {
        for (let i = 0; i < perTrip!; i++) {
          const result = await users.record(userId, 'memory_saved', `trip-${trip}-note-${i}`, `trip-${trip}`);
          if (result.data!.recordActivity.awarded) credited += 1;
          else credited = perDay + 3; // the day's allowance is spent
        }
      }
      expect((await stats())?.totalPoints).toBe(perDay * ACTIVITY_POINTS.memory_saved);
    });

    it('loses no points when reports of one traveller arrive at once (trips reports two at a time)', async () => {
      const userId = randomUUID();
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) => users.record(userId, 'memory_saved', `burst-${i}`, `trip-${i}`)),
      );
      expect(burst.filter((result) => result.data!.recordActivity.awarded)).toHaveLength(6);
      const row = await users.service.connection.collection('user_stats').findOne({ userId });
      expect(row?.totalPoints).toBe(6 * ACTIVITY_POINTS.memory_saved);
    });

    it('opens again the next day (UTC), and caps actions without a trip per day', async () => {
      const clock = { now: new Date('2026-04-01T22:00:00Z') };
      const progress = users.progressAt(clock);
      const userId = randomUUID();
      const caller = reporter(userId);
      const share = (id: string) =>
        progress.recordActivity(caller, { action: 'photo_shared', relatedId: id });
      const { perDay } = ACTIVITY_DAILY_CREDITS.photo_shared;
      for (let i = 0; i < perDay; i++) expect((await share(`a${i}`)).awarded).toBe(true);
      expect((await share('one-more')).awarded).toBe(false);
      clock.now = new Date('2026-04-02T06:00:00Z');
      expect((await share('next-day')).awarded).toBe(true);
      expect((await progress.statsFor(userId)).totalPoints).toBe((perDay + 1) * ACTIVITY_POINTS.photo_shared);
      // Yesterday's allowances are swept once a new day has begun.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        await users.service.connection
          .collection('activity_credit_slots')
          .countDocuments({ userId, day: '2026-04-01' }),
      ).toBe(0);
    });
  });
});
