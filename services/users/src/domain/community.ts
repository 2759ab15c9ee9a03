import { parseInput, requireUser, AppError, type Caller } from '@byway/kit';
import { z } from 'zod';
import type { UserRecord, UserRepository } from '../data-access/user-repository.js';
import type { UserStatsRecord } from '../data-access/user-stats-repository.js';

/** How many contributors the community page may ask for at once. */
export const TOP_CONTRIBUTORS = { default: 5, max: 20 } as const;

const limitInput = z
  .number({ error: 'limit must be a number' })
  .int('limit must be a whole number')
  .min(1, `limit must be 1 to ${TOP_CONTRIBUTORS.max}`)
  .max(TOP_CONTRIBUTORS.max, `limit must be 1 to ${TOP_CONTRIBUTORS.max}`)
  .nullish()
  .transform((value) => value ?? TOP_CONTRIBUTORS.default);

const listedInput = z.boolean({ error: 'listed must be true or false' });

export interface CommunityContributor {
  /** First name and the last name's initial ('Ada L.'); never the full name, email or id. */
  name: string;
  totalPoints: number;
  level: string;
}

/** 'Ada L.', 'Ada', or null for a traveller with no first name (they are not listed). */
export function communityName(user: Pick<UserRecord, 'firstName' | 'lastName'>): string | null {
  const first = user.firstName?.trim();
  if (!first) return null;
  const initial = user.lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function createCommunity({
  users,
  stats,
}: {
  users: UserRepository;
  stats: { find(userId: string): Promise<UserStatsRecord | null> };
}) {
  return {
    /** Travellers who chose to be listed, by real points (none for nobody with points), most first. */
    async topContributors(limit: unknown): Promise<CommunityContributor[]> {
      const count = parseInput(limitInput, limit);
      const listed = await users.findListedInCommunity();
      const rows = await Promise.all(
        listed.map(async (user) => ({ user, stats: await stats.find(user.id), name: communityName(user) })),
      );
      return rows
        .filter((row): row is typeof row & { stats: UserStatsRecord; name: string } =>
          Boolean(row.name && row.stats && row.stats.totalPoints > 0),
        )
        .sort((a, b) => b.stats.totalPoints - a.stats.totalPoints || a.name.localeCompare(b.name))
        .slice(0, count)
        .map(({ name, stats: row }) => ({ name, totalPoints: row.totalPoints, level: row.level }));
    },

    /** The signed-in traveller's choice to appear among the top contributors. */
    async setListInCommunity(caller: Caller, listed: unknown): Promise<UserRecord> {
      const userId = requireUser(caller);
      const updated = await users.setListInCommunity(userId, parseInput(listedInput, listed));
      if (!updated) throw AppError.notFound('User');
      return updated;
    },
  };
}

export type Community = ReturnType<typeof createCommunity>;
