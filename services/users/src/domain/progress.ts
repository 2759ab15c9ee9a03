import { z } from 'zod';
import { ACTIVITY_RECORD_SCOPE, parseInput, requireScope, requireUser, type Caller } from '@byway/kit';
import {
  ACHIEVEMENT_CATEGORIES,
  ACTIVITY_DAILY_CREDITS,
  ACTIVITY_DESCRIPTIONS,
  ACTIVITY_POINTS,
  activityActionSchema,
  levelFor,
  STREAK_MEASURE,
  type ActivityAction,
} from '@byway/contracts/rules';
import type {
  AchievementRecord,
  AchievementRepository,
  UserAchievementRecord,
} from '../data-access/achievement-repository.js';
import type {
  StatsCounter,
  UserStatsRecord,
  UserStatsRepository,
} from '../data-access/user-stats-repository.js';
import { ACHIEVEMENTS } from '../data/achievements.js';

const activityInput = z.object({
  action: activityActionSchema,
  relatedId: z
    .string({ error: 'relatedId is required' })
    .trim()
    .min(1, 'relatedId is required')
    .max(255, 'relatedId must be at most 255 characters'),
  tripId: z
    .string()
    .trim()
    .max(255, 'tripId must be at most 255 characters')
    .nullish()
    .transform((value) => value || null),
});

const achievementIdsInput = z
  .array(z.string().trim().min(1).max(100), { error: 'ids must be a list of achievement ids' })
  .max(100, 'At most 100 ids at a time');

/** The user_stats counter each action moves (the others move totalPoints only). */
const COUNTERS: { readonly [K in ActivityAction]?: StatsCounter } = {
  trip_planned: 'tripsPlanned',
  trip_completed: 'tripsCompleted',
  hidden_gem_found: 'hiddenGemsFound',
  photo_shared: 'photosShared',
  review_written: 'reviewsWritten',
};

export interface StatsView extends UserStatsRecord {
  nextLevel: string | null;
  pointsToNextLevel: number;
}

/** An active achievement with the traveller's progress on it. */
export interface AchievementProgress extends AchievementRecord {
  progress: number;
  maxProgress: number;
  earned: boolean;
  earnedAt: string | null;
}

export interface ActivityResult {
  /**
   * False when this thing was already counted (a retry: nothing changed), or when the day's allowance of
   * this action (on this trip) is spent: the thing is recorded with no points.
   */
  awarded: boolean;
  points: number;
  totalPoints: number;
  earned: AchievementProgress[];
}

/** A calendar day in UTC: 'YYYY-MM-DD'. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOGUE_MEMORY_MS = 60_000;

const maxProgressOf = (achievement: AchievementRecord) =>
  achievement.actionRequired ? achievement.actionCount : achievement.pointsRequired;

const categoryRank = (category: string) => {
  const rank = (ACHIEVEMENT_CATEGORIES as readonly string[]).indexOf(category);
  return rank === -1 ? ACHIEVEMENT_CATEGORIES.length : rank;
};

/**
 * The achievement catalogue: written once per process (at start; a failure is retried on the next call),
 * and its active list read at most once a minute: it is written from code at start, and every credited
 * action would otherwise read it again (memories are the busiest write).
 */
function achievementCatalogue(achievements: AchievementRepository, now: () => Date) {
  let catalogue: Promise<void> | null = null;
  function ready(): Promise<void> {
    catalogue ??= achievements.upsertCatalogue(ACHIEVEMENTS).catch((error: unknown) => {
      catalogue = null;
      throw error;
    });
    return catalogue;
  }

  async function readActive(): Promise<AchievementRecord[]> {
    await ready();
    const list = await achievements.listActive();
    // Grouped by category in the screen's order; the catalogue's own order within a category.
    const order = new Map(ACHIEVEMENTS.map((entry, index) => [entry.id, index]));
    return list.sort(
      (a, b) =>
        categoryRank(a.category) - categoryRank(b.category) ||
        (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity) ||
        a.id.localeCompare(b.id),
    );
  }

  let active: { until: number; list: Promise<AchievementRecord[]> } | null = null;
  function activeAchievements(): Promise<AchievementRecord[]> {
    const at = now().getTime();
    if (!active || active.until <= at) {
      const list = readActive();
      active = { until: at + CATALOGUE_MEMORY_MS, list };
      // A failed read is not remembered.
      list.catch(() => {
        if (active?.list === list) active = null;
      });
    }
    return active.list;
  }

  return { ready, active: activeAchievements };
}

function withProgress(achievement: AchievementRecord, row: UserAchievementRecord | undefined) {
  return {
    ...achievement,
    progress: row ? Math.min(row.progress, maxProgressOf(achievement)) : 0,
    maxProgress: maxProgressOf(achievement),
    earned: row?.earned ?? false,
    earnedAt: row?.earnedAt ?? null,
  };
}

/** Moves the traveller's progress on each achievement that counts what just changed; answers those earned. */
async function evaluate(
  { achievements, now }: { achievements: AchievementRepository; now: () => Date },
  active: AchievementRecord[],
  change: { userId: string; action: ActivityAction; after: UserStatsRecord },
) {
  const { userId, action, after } = change;
  const earned: AchievementProgress[] = [];
  let actionCount: number | null = null;
  // The traveller's rows, read once: nothing is written for an achievement already at its value (an
  // earned one, say), which is most of them for a traveller who has been on the road a while.
  let rows: Map<string, UserAchievementRecord> | null = null;
  for (const achievement of active) {
    let value: number;
    if (achievement.actionRequired === action) {
      actionCount ??= await achievements.countAction(userId, action);
      value = actionCount;
    } else if (achievement.actionRequired === STREAK_MEASURE && action === 'daily_visit') {
      value = after.longestStreak;
    } else if (achievement.actionRequired === null) {
      value = after.totalPoints;
    } else {
      continue;
    }
    const max = maxProgressOf(achievement);
    rows ??= new Map((await achievements.listForUser(userId)).map((row) => [row.achievementId, row]));
    const row = rows.get(achievement.id);
    const progress = Math.min(value, max);
    if (!row || row.progress < progress || row.maxProgress !== max) {
      await achievements.raiseProgress(userId, achievement.id, progress, max);
    }
    if (value >= max && !row?.earned && (await achievements.markEarned(userId, achievement.id, now()))) {
      earned.push({
        ...achievement,
        progress: max,
        maxProgress: max,
        earned: true,
        earnedAt: now().toISOString(),
      });
    }
  }
  return earned;
}

/**
 * One traveller's awards run one after another in this process: FerretDB applies `$inc` as a read and
 * a write, so two reports at once (trips sends two at a time) lost one's points. Other travellers' awards
 * are not held up. Hand-written: a map of promise tails is all it takes, no library needed.
 */
function oneAtATimePerTraveller() {
  const awardsInTurn = new Map<string, Promise<unknown>>();
  return function inTurn<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const previous = awardsInTurn.get(userId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(task);
    awardsInTurn.set(userId, run);
    // The last one out clears the entry, so the map holds only travellers with awards under way.
    void run
      .catch(() => undefined)
      .then(() => {
        if (awardsInTurn.get(userId) === run) awardsInTurn.delete(userId);
      });
    return run;
  };
}

/**
 * Points, levels, streaks and achievements (issue 9). An action is credited once per (traveller, action,
 * thing): the points_history id is built from the three, so a retry or a concurrent copy is refused by the
 * database and awards nothing. A day's credits of one action are capped, per trip and overall
 * (ACTIVITY_DAILY_CREDITS, issue 18), so repeating an action cannot farm points. `now` is injectable so
 * tests can move across days.
 */
export function createProgress(deps: {
  stats: UserStatsRepository;
  achievements: AchievementRepository;
  now?: () => Date;
}) {
  const { stats, achievements } = deps;
  const now = deps.now ?? (() => new Date());
  const catalogue = achievementCatalogue(achievements, now);
  const activeAchievements = catalogue.active;
  const inTurn = oneAtATimePerTraveller();

  let sweptBefore = '';
  /**
   * Whether the day's allowance of this action still has room (the trip's, then the day's overall), taking
   * a slot of each. Only new things get here, so a retried report never spends one.
   */
  async function withinAllowance(userId: string, action: ActivityAction, tripId: string | null) {
    const day = utcDay(now());
    if (sweptBefore !== day) {
      sweptBefore = day;
      void achievements.forgetCreditSlotsBefore(day).catch(() => undefined);
    }
    const { perDay, perTrip } = ACTIVITY_DAILY_CREDITS[action];
    if (perTrip !== undefined && tripId) {
      if (!(await achievements.takeCreditSlot({ userId, action, tripId, day }, perTrip))) return false;
    }
    return achievements.takeCreditSlot({ userId, action, tripId: '', day }, perDay);
  }

  async function award(
    userId: string,
    action: ActivityAction,
    relatedId: string,
    tripId: string | null = null,
  ): Promise<ActivityResult> {
    const points = ACTIVITY_POINTS[action];
    const fresh = await achievements.addPointsEntry({
      userId,
      action,
      relatedId,
      points,
      description: ACTIVITY_DESCRIPTIONS[action],
    });
    const credited = fresh && (await withinAllowance(userId, action, tripId));
    if (!credited) {
      // The action itself succeeded elsewhere; it only earns nothing more today.
      if (fresh) await achievements.clearPoints(userId, action, relatedId);
      const current = await stats.getOrCreate(userId);
      return { awarded: false, points: 0, totalPoints: current.totalPoints, earned: [] };
    }
    const after = await stats.add(userId, points, COUNTERS[action] ?? null);
    const standing = levelFor(after.totalPoints);
    await stats.setLevel(userId, after.totalPoints, standing.level, standing.levelProgress);
    const earned = await evaluate({ achievements, now }, await activeAchievements(), {
      userId,
      action,
      after,
    });
    return { awarded: true, points, totalPoints: after.totalPoints, earned };
  }

  return {
    /** Starts writing the catalogue (the service calls this at start). */
    start(): Promise<void> {
      return catalogue.ready();
    },

    /** Internal (scope activity:record): another service reports what the calling traveller did. */
    async recordActivity(caller: Caller, input: unknown): Promise<ActivityResult> {
      requireScope(caller, ACTIVITY_RECORD_SCOPE);
      const userId = requireUser(caller);
      const { action, relatedId, tripId } = parseInput(activityInput, input);
      return inTurn(userId, () => award(userId, action, relatedId, tripId));
    },

    /**
     * The traveller's visit today (UTC): at most one write a day. Yesterday then today continues the
     * streak; a missed day starts it again at 1.
     */
    async recordVisit(userId: string): Promise<void> {
      const at = now();
      const today = utcDay(at);
      const current = await stats.getOrCreate(userId);
      if (current.lastLogin && utcDay(new Date(current.lastLogin)) === today) return;
      const yesterday = utcDay(new Date(at.getTime() - DAY_MS));
      const continues = current.lastLogin !== null && utcDay(new Date(current.lastLogin)) === yesterday;
      const currentStreak = continues ? current.currentStreak + 1 : 1;
      const won = await stats.recordVisit(userId, current.lastLogin, {
        currentStreak,
        longestStreak: Math.max(current.longestStreak, currentStreak),
        lastLogin: at,
      });
      if (won) await inTurn(userId, () => award(userId, 'daily_visit', today));
    },

    /** `User.stats`: the stored figures, with the level worked out from the points. */
    async statsFor(userId: string): Promise<StatsView> {
      const record = await stats.getOrCreate(userId);
      return { ...record, ...levelFor(record.totalPoints) };
    },

    /** Every active achievement (the catalogue), grouped by category. */
    async catalogue(): Promise<AchievementRecord[]> {
      return activeAchievements();
    },

    /** Every active achievement with the signed-in traveller's progress, grouped by category. */
    async myAchievements(caller: Caller): Promise<AchievementProgress[]> {
      const userId = requireUser(caller);
      const [list, rows] = await Promise.all([activeAchievements(), achievements.listForUser(userId)]);
      const byId = new Map(rows.map((row) => [row.achievementId, row]));
      return list.map((achievement) => withProgress(achievement, byId.get(achievement.id)));
    },

    /** Earned achievements the traveller has not been shown yet (the toast), oldest first. */
    async unseenAchievements(caller: Caller): Promise<AchievementProgress[]> {
      const userId = requireUser(caller);
      const [list, rows] = await Promise.all([activeAchievements(), achievements.listEarned(userId)]);
      const unseen = new Map(rows.filter((row) => !row.seen).map((row) => [row.achievementId, row]));
      return list
        .filter((achievement) => unseen.has(achievement.id))
        .map((achievement) => withProgress(achievement, unseen.get(achievement.id)))
        .sort((a, b) => (a.earnedAt ?? '').localeCompare(b.earnedAt ?? ''));
    },

    /** Marks earned achievements as shown; answers the ids acknowledged (unknown or unearned ids are skipped). */
    async acknowledgeAchievements(caller: Caller, ids: unknown): Promise<string[]> {
      const userId = requireUser(caller);
      const list = parseInput(achievementIdsInput, ids);
      if (!list.length) return [];
      return achievements.markSeen(userId, [...new Set(list)], now());
    },
  };
}

export type Progress = ReturnType<typeof createProgress>;
