import { DISTANCE_UNIT_PREFERENCES } from '@byway/contracts/rules';
import { AppError, parseInput, requireUser, type Caller } from '@byway/kit';
import { z } from 'zod';
import type { UserRecord, UserRepository } from '../data-access/user-repository.js';
import { onboardingInput, profileInput } from './schemas.js';

const distanceUnitsInput = z.enum(DISTANCE_UNIT_PREFERENCES, {
  error: 'Distance units must be country, mi or km',
});

export function createProfiles(deps: { users: UserRepository }) {
  const { users } = deps;

  async function updateOwn(caller: Caller, changes: Parameters<UserRepository['update']>[1]) {
    const userId = requireUser(caller);
    const user = await users.update(userId, changes);
    // A token for a user that no longer exists is as good as no sign-in.
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  return {
    /** The profile wizard: saves the traveller's preferences. */
    async updateProfile(caller: Caller, input: unknown): Promise<UserRecord> {
      return updateOwn(caller, parseInput(profileInput, input));
    },

    /** The profile's 'Distance units': miles, kilometres, or each trip in its country's unit. */
    async setDistanceUnits(caller: Caller, units: unknown): Promise<UserRecord> {
      return updateOwn(caller, { distanceUnits: parseInput(distanceUnitsInput, units) });
    },

    /** The onboarding wizard: saves the preferences and marks the profile complete. */
    async completeOnboarding(caller: Caller, input: unknown): Promise<UserRecord> {
      const { groupSize, ...preferences } = parseInput(onboardingInput, input);
      return updateOwn(caller, { ...preferences, groupSize: groupSize ?? null, profileCompleted: true });
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
