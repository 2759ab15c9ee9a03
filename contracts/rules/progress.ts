import { DEFAULT_LEVEL } from './trip-limits.js';

/**
 * The traveller's record (issue 9): what earns points, the level ladder, the achievement categories and a
 * trip's life. Defined once; the users service awards, the other services report, the screens show.
 */

/**
 * Everything a service may report a traveller did, with the points it is worth (awarded once per thing).
 * A service reports through the users subgraph's internal `recordActivity(input: { action, relatedId })`,
 * with the traveller's identity and the scope `activity:record` (see services/kit/src/users-client.ts);
 * a failed report is logged and never fails the traveller's action, and a retry is safe.
 * Who reports what: trips (trip_planned, trip_completed, memory_saved, check_in_saved, trip_made_public,
 * gem_added_to_trip), media (photo_shared), discovery (review_written), ai (hidden_gem_found, when a
 * traveller explores a gem), users itself (daily_visit).
 */
export const ACTIVITY_POINTS = {
  trip_planned: 50,
  trip_completed: 200,
  memory_saved: 15,
  check_in_saved: 10,
  photo_shared: 20,
  hidden_gem_found: 30,
  gem_added_to_trip: 10,
  trip_made_public: 25,
  review_written: 25,
  daily_visit: 5,
} as const;
export type ActivityAction = keyof typeof ACTIVITY_POINTS;
export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_POINTS) as [ActivityAction, ...ActivityAction[]];

/** What a points_history row says about each action. */
export const ACTIVITY_DESCRIPTIONS: { readonly [K in ActivityAction]: string } = {
  trip_planned: 'Planned a trip',
  trip_completed: 'Completed a trip',
  memory_saved: 'Saved a memory',
  check_in_saved: 'Checked in at a stop',
  photo_shared: 'Shared a photo',
  hidden_gem_found: 'Found a hidden gem',
  gem_added_to_trip: 'Added a hidden gem to a trip',
  trip_made_public: 'Made a trip public',
  review_written: 'Wrote a review',
  daily_visit: 'Visited Byway today',
};

/**
 * How many actions of one kind earn points per traveller and UTC day (issue 18: 30 notes on one trip took
 * 280 points to 730): `perTrip` for the actions reported with their trip (at most that many on one trip),
 * `perDay` over all trips. Past either the action still succeeds; it just earns nothing more that day.
 */
export const ACTIVITY_DAILY_CREDITS: {
  readonly [K in ActivityAction]: { readonly perDay: number; readonly perTrip?: number };
} = {
  trip_planned: { perDay: 10 },
  trip_completed: { perDay: 3 },
  memory_saved: { perDay: 20, perTrip: 5 },
  check_in_saved: { perDay: 20, perTrip: 5 },
  photo_shared: { perDay: 10 },
  hidden_gem_found: { perDay: 10 },
  gem_added_to_trip: { perDay: 10, perTrip: 5 },
  trip_made_public: { perDay: 5 },
  review_written: { perDay: 5 },
  daily_visit: { perDay: 1 },
};

/** The level ladder, lowest first: a traveller holds the highest level whose threshold they have reached. */
export const LEVELS = [
  { name: DEFAULT_LEVEL, minPoints: 0 },
  { name: 'Weekend Explorer', minPoints: 100 },
  { name: 'Road Tripper', minPoints: 300 },
  { name: 'Trailblazer', minPoints: 700 },
  { name: 'Seasoned Navigator', minPoints: 1500 },
  { name: 'Open-Road Legend', minPoints: 3000 },
] as const;

export interface LevelStanding {
  level: string;
  /** Percent (0-100, whole) of the way from this level's threshold to the next; 100 at the top. */
  levelProgress: number;
  nextLevel: string | null;
  /** Points still needed for the next level; 0 at the top. */
  pointsToNextLevel: number;
}

export function levelFor(totalPoints: number): LevelStanding {
  const points = Math.max(0, Math.floor(totalPoints));
  let index = 0;
  for (let i = 0; i < LEVELS.length; i += 1) if (points >= LEVELS[i]!.minPoints) index = i;
  const current = LEVELS[index]!;
  const next = LEVELS[index + 1];
  if (!next) return { level: current.name, levelProgress: 100, nextLevel: null, pointsToNextLevel: 0 };
  const span = next.minPoints - current.minPoints;
  return {
    level: current.name,
    levelProgress: Math.min(99, Math.floor(((points - current.minPoints) / span) * 100)),
    nextLevel: next.name,
    pointsToNextLevel: next.minPoints - points,
  };
}

/** The achievement catalogue's categories, in the order the achievements screen groups them. */
export const ACHIEVEMENT_CATEGORIES = [
  'planning',
  'exploring',
  'memories',
  'sharing',
  'community',
  'streaks',
  'milestones',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];
export const ACHIEVEMENT_CATEGORY_LABELS: { readonly [K in AchievementCategory]: string } = {
  planning: 'Planning',
  exploring: 'Exploring',
  memories: 'Memories',
  sharing: 'Sharing',
  community: 'Community',
  streaks: 'Streaks',
  milestones: 'Milestones',
};

/**
 * What an achievement counts besides an action: the longest run of consecutive days visited. An achievement
 * with no action counts points (pointsRequired).
 */
export const STREAK_MEASURE = 'streak_days';

/** A trip's life: planning, then 'Start trip', then 'Complete trip'. */
export const TRIP_STATUSES = ['planning', 'in_progress', 'completed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
export const DEFAULT_TRIP_STATUS: TripStatus = 'planning';
export const TRIP_STATUS_LABELS: { readonly [K in TripStatus]: string } = {
  planning: 'Planning',
  in_progress: 'In progress',
  completed: 'Completed',
};
/** The only moves allowed: each status to the one it may become. */
export const TRIP_STATUS_NEXT: { readonly [K in TripStatus]: TripStatus | null } = {
  planning: 'in_progress',
  in_progress: 'completed',
  completed: null,
};
