import type { Caller } from '@byway/kit';
import { callSubgraph, callerFor } from '@byway/kit/testing';
import { createAchievementRepository } from '../../src/data-access/achievement-repository.js';
import { registerModels } from '../../src/data-access/models.js';
import { createUserStatsRepository } from '../../src/data-access/user-stats-repository.js';
import { createProgress } from '../../src/domain/progress.js';
import { signUp, useUsersService } from './users-service.js';

export const RECORD = `mutation($input: ActivityInput!) {
  recordActivity(input: $input) { awarded points totalPoints earnedAchievementIds }
}`;
const STATS_FIELDS =
  'totalPoints level levelProgress nextLevel pointsToNextLevel tripsPlanned tripsCompleted hiddenGemsFound photosShared reviewsWritten currentStreak longestStreak';
export const ME_STATS = `{ me { id stats { ${STATS_FIELDS} } } }`;
const PROGRESS_FIELDS = 'id name category icon progress maxProgress earned earnedAt';
export const MY_ACHIEVEMENTS = `{ myAchievements { ${PROGRESS_FIELDS} } }`;
export const UNSEEN = `{ unseenAchievements { ${PROGRESS_FIELDS} } }`;
export const ACKNOWLEDGE = `mutation($ids: [ID!]!) { acknowledgeAchievements(ids: $ids) }`;

export interface RecordResult {
  recordActivity: { awarded: boolean; points: number; totalPoints: number; earnedAchievementIds: string[] };
}
export interface Stats {
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
export interface Progress {
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
export const reporter = (userId: string | null) => callerFor(userId, { scopes: ['activity:record'] });

const recordAs = (url: string, caller: Caller, action: string, relatedId: string, tripId?: string) =>
  callSubgraph<RecordResult>(
    url,
    RECORD,
    { input: { action, relatedId, ...(tripId ? { tripId } : {}) } },
    caller,
  );

/** The users service for the points, levels, streaks and achievements tests, and the calls they make. */
export function useProgressService() {
  const users = useUsersService();
  return {
    get service() {
      return users.service;
    },
    get url() {
      return users.url;
    },
    /** A service reports what the traveller did (on a trip, when given). */
    record: (userId: string, action: string, relatedId: string, tripId?: string) =>
      recordAs(users.url, reporter(userId), action, relatedId, tripId),
    /** The same report, from any caller. */
    recordAs: (caller: Caller, action: string, relatedId: string) =>
      recordAs(users.url, caller, action, relatedId),
    /** A new traveller's id. */
    signUp: async () => (await signUp(users.url)).id,
    /** The progress domain over the service's database, on a clock the test moves. */
    progressAt(clock: { now: Date }) {
      const models = registerModels(users.service.connection);
      return createProgress({
        stats: createUserStatsRepository(models),
        achievements: createAchievementRepository(models),
        now: () => clock.now,
      });
    },
  };
}
