import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph, callerFor, startService, testMongoUri, type RunningService } from '@byway/kit/testing';
import {
  ACHIEVEMENT_CATEGORIES,
  ACTIVITY_DAILY_CREDITS,
  ACTIVITY_POINTS,
  DEFAULT_LEVEL,
  LEVELS,
  levelFor,
} from '@byway/contracts/rules';
import { createAchievementRepository } from '../src/data-access/achievement-repository.js';
import { registerModels } from '../src/data-access/models.js';
import { createUserStatsRepository } from '../src/data-access/user-stats-repository.js';
import { ACHIEVEMENTS } from '../src/data/achievements.js';
import { definition } from '../src/definition.js';
import { createProgress } from '../src/domain/progress.js';

const RECORD = `mutation($input: ActivityInput!) {
  recordActivity(input: $input) { awarded points totalPoints earnedAchievementIds }
}`;
const STATS_FIELDS =
  'totalPoints level levelProgress nextLevel pointsToNextLevel tripsPlanned tripsCompleted hiddenGemsFound photosShared reviewsWritten currentStreak longestStreak';
const ME_STATS = `{ me { id stats { ${STATS_FIELDS} } } }`;
const PROGRESS_FIELDS = 'id name category icon progress maxProgress earned earnedAt';
const MY_ACHIEVEMENTS = `{ myAchievements { ${PROGRESS_FIELDS} } }`;
const UNSEEN = `{ unseenAchievements { ${PROGRESS_FIELDS} } }`;
const ACKNOWLEDGE = `mutation($ids: [ID!]!) { acknowledgeAchievements(ids: $ids) }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { id } }`;

interface RecordResult {
  recordActivity: { awarded: boolean; points: number; totalPoints: number; earnedAchievementIds: string[] };
}
interface Stats {
  totalPoints: number;
  level: string;
  levelProgress: number;
  nextLevel: string | null;
  pointsToNextLevel: number;
  tripsPlanned: number;
  tripsCompleted: number;
  photosShared: number;
  currentStreak: number;
  longestStreak: number;
}
interface Progress {
  id: string;
  name: string;
  category: string;
  icon: string;
  progress: number;
  maxProgress: number;
  earned: boolean;
  earnedAt: string | null;
}

/** A service reporting for a traveller: their identity and the activity scope. */
const reporter = (userId: string | null) => callerFor(userId, { scopes: ['activity:record'] });

describe('points, levels, streaks and achievements', () => {
  let service: RunningService;
  let url: string;

  const record = (userId: string, action: string, relatedId: string) =>
    callSubgraph<RecordResult>(url, RECORD, { input: { action, relatedId } }, reporter(userId));

  async function signUp(): Promise<string> {
    const result = await callSubgraph<{ signUp: { id: string } }>(url, SIGN_UP, {
      input: {
        email: `t-${randomUUID()}@example.com`,
        password: 'long enough pw',
        firstName: 'T',
        lastName: 'R',
      },
    });
    expect(result.errors).toBeUndefined();
    return result.data!.signUp.id;
  }

  beforeAll(async () => {
    service = await startService(definition, testMongoUri());
    url = service.url;
  });
  afterAll(async () => {
    await service?.stop();
  });

  describe('recordActivity (services only)', () => {
    it('is refused without the activity scope, without a traveller, or for an unknown action', async () => {
      const userId = randomUUID();
      const noScope = await callSubgraph(
        url,
        RECORD,
        { input: { action: 'trip_planned', relatedId: '1' } },
        callerFor(userId),
      );
      expect(noScope.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const noUser = await callSubgraph(
        url,
        RECORD,
        { input: { action: 'trip_planned', relatedId: '1' } },
        reporter(null),
      );
      expect(noUser.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await record(userId, 'walked_the_dog', '1');
      expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(unknown.errors?.[0]?.message).toContain('trip_planned');
    });

    it('awards once when the same action is reported 10 times at once', async () => {
      const userId = await signUp();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => record(userId, 'trip_planned', '42')),
      );
      for (const result of results) expect(result.errors).toBeUndefined();
      const awarded = results.filter((result) => result.data!.recordActivity.awarded);
      expect(awarded).toHaveLength(1);
      expect(awarded[0]!.data!.recordActivity.points).toBe(ACTIVITY_POINTS.trip_planned);

      const history = await service.connection.collection('points_history').countDocuments({ userId });
      expect(history).toBe(1);
      const { data } = await callSubgraph<{ me: { stats: Stats } }>(url, ME_STATS, {}, callerFor(userId));
      // The read itself is today's visit: daily_visit points on top of the one trip.
      expect(data!.me.stats).toMatchObject({
        tripsPlanned: 1,
        totalPoints: ACTIVITY_POINTS.trip_planned + ACTIVITY_POINTS.daily_visit,
        currentStreak: 1,
        longestStreak: 1,
      });
      // A retry later still awards nothing; another trip does.
      expect((await record(userId, 'trip_planned', '42')).data!.recordActivity.awarded).toBe(false);
      expect((await record(userId, 'trip_planned', '43')).data!.recordActivity.awarded).toBe(true);
    });

    it('moves the counter of each action and the level with the points', async () => {
      const userId = randomUUID();
      await record(userId, 'trip_completed', '7');
      await record(userId, 'photo_shared', 'p1');
      await record(userId, 'memory_saved', 'm1');
      const total =
        ACTIVITY_POINTS.trip_completed + ACTIVITY_POINTS.photo_shared + ACTIVITY_POINTS.memory_saved;
      const row = await service.connection.collection('user_stats').findOne({ userId });
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
    const reported = (userId: string, action: string, relatedId: string, tripId?: string) =>
      callSubgraph<RecordResult>(
        url,
        RECORD,
        { input: { action, relatedId, ...(tripId ? { tripId } : {}) } },
        reporter(userId),
      );

    it('credits at most the allowance of one action per trip and day; the rest earn nothing, retries spend nothing', async () => {
      const userId = randomUUID();
      const { perTrip, perDay } = ACTIVITY_DAILY_CREDITS.memory_saved;
      const awarded: boolean[] = [];
      for (let i = 0; i < 30; i++) {
        awarded.push(
          (await reported(userId, 'memory_saved', `note-${i}`, 'trip-1')).data!.recordActivity.awarded,
        );
      }
      expect(awarded.filter(Boolean)).toHaveLength(perTrip!);
      expect(awarded.slice(0, perTrip)).toEqual(Array<boolean>(perTrip!).fill(true));
      const stats = () => service.connection.collection('user_stats').findOne({ userId });
      expect((await stats())?.totalPoints).toBe(perTrip! * ACTIVITY_POINTS.memory_saved);
      // The uncredited notes are in the history with no points, and count for no achievement.
      const history = await service.connection
        .collection('points_history')
        .find({ userId, action: 'memory_saved' })
        .toArray();
      expect(history).toHaveLength(30);
      expect(history.filter((entry) => entry.points > 0)).toHaveLength(perTrip!);

      // Another trip has its own allowance, within the day's overall one; a retry of a credited note spends nothing.
      expect((await reported(userId, 'memory_saved', 'note-0', 'trip-1')).data!.recordActivity.awarded).toBe(
        false,
      );
      let credited = perTrip!;
      for (let trip = 2; credited < perDay + 3; trip++) {
        for (let i = 0; i < perTrip!; i++) {
          const result = await reported(userId, 'memory_saved', `trip-${trip}-note-${i}`, `trip-${trip}`);
          if (result.data!.recordActivity.awarded) credited += 1;
          else credited = perDay + 3; // the day's allowance is spent
        }
      }
      expect((await stats())?.totalPoints).toBe(perDay * ACTIVITY_POINTS.memory_saved);
    });

    it('loses no points when reports of one traveller arrive at once (trips reports two at a time)', async () => {
      const userId = randomUUID();
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) => reported(userId, 'memory_saved', `burst-${i}`, `trip-${i}`)),
      );
      expect(burst.filter((result) => result.data!.recordActivity.awarded)).toHaveLength(6);
      const row = await service.connection.collection('user_stats').findOne({ userId });
      expect(row?.totalPoints).toBe(6 * ACTIVITY_POINTS.memory_saved);
    });

    it('opens again the next day (UTC), and caps actions without a trip per day', async () => {
      const clock = { now: new Date('2026-04-01T22:00:00Z') };
      const models = registerModels(service.connection);
      const progress = createProgress({
        stats: createUserStatsRepository(models),
        achievements: createAchievementRepository(models),
        now: () => clock.now,
      });
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
        await service.connection
          .collection('activity_credit_slots')
          .countDocuments({ userId, day: '2026-04-01' }),
      ).toBe(0);
    });
  });

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
      const userId = await signUp();
      for (let i = 0; i < 3; i += 1) await record(userId, 'trip_completed', `t${i}`);
      const { data } = await callSubgraph<{ me: { stats: Stats } }>(url, ME_STATS, {}, callerFor(userId));
      const total = 3 * ACTIVITY_POINTS.trip_completed + ACTIVITY_POINTS.daily_visit;
      expect(data!.me.stats).toMatchObject({ totalPoints: total, tripsCompleted: 3, ...levelFor(total) });
    });
  });

  describe('streaks', () => {
    function progressAt(clock: { now: Date }) {
      const models = registerModels(service.connection);
      return createProgress({
        stats: createUserStatsRepository(models),
        achievements: createAchievementRepository(models),
        now: () => clock.now,
      });
    }

    it('continue from yesterday to today, reset after a missed day, and count a day once', async () => {
      const clock = { now: new Date('2026-03-01T23:30:00Z') };
      const progress = progressAt(clock);
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

  describe('achievements', () => {
    it('has a catalogue of at least 15 across the categories, stored in the achievements collection', async () => {
      const { data } = await callSubgraph<{ achievements: { id: string; category: string; icon: string }[] }>(
        url,
        '{ achievements { id name description icon category pointsRequired actionRequired actionCount } }',
      );
      expect(data!.achievements.length).toBeGreaterThanOrEqual(15);
      expect(data!.achievements.map((a) => a.id).sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
      expect(new Set(data!.achievements.map((a) => a.category))).toEqual(new Set(ACHIEVEMENT_CATEGORIES));
      expect(await service.connection.collection('achievements').countDocuments({})).toBe(
        ACHIEVEMENTS.length,
      );
    });

    it('are earned when the count is reached, once, and toasted until acknowledged', async () => {
      const userId = randomUUID();
      const first = await record(userId, 'trip_planned', '1');
      expect(first.data!.recordActivity.earnedAchievementIds).toEqual(['first-trip']);
      for (let i = 2; i <= 4; i += 1) await record(userId, 'trip_planned', String(i));
      const beforeFifth = await callSubgraph<{ myAchievements: Progress[] }>(
        url,
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
        record(userId, 'trip_planned', '5'),
        record(userId, 'trip_planned', '5'),
      ]);
      expect(fifth.flatMap((r) => r.data!.recordActivity.earnedAchievementIds)).toEqual(['five-trips']);

      const mine = await callSubgraph<{ myAchievements: Progress[] }>(
        url,
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
        url,
        UNSEEN,
        {},
        callerFor(userId),
      );
      expect(unseen.data!.unseenAchievements.map((a) => a.id)).toEqual(['first-trip', 'five-trips']);
      const ack = await callSubgraph<{ acknowledgeAchievements: string[] }>(
        url,
        ACKNOWLEDGE,
        { ids: ['first-trip', 'ten-trips', 'no-such'] },
        callerFor(userId),
      );
      expect(ack.data!.acknowledgeAchievements).toEqual(['first-trip']);
      const after = await callSubgraph<{ unseenAchievements: Progress[] }>(
        url,
        UNSEEN,
        {},
        callerFor(userId),
      );
      expect(after.data!.unseenAchievements.map((a) => a.id)).toEqual(['five-trips']);
    });

    it('counts points for the points milestones', async () => {
      const userId = randomUUID();
      for (let i = 0; i < 3; i += 1) await record(userId, 'trip_completed', `c${i}`);
      const mine = await callSubgraph<{ myAchievements: Progress[] }>(
        url,
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
        const result = await callSubgraph(url, query);
        expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });
  });
});
