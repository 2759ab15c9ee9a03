import type { UsersServices } from '../composition.js';
import type { UserResolvers } from '../generated/resolvers-types.js';

export function userResolvers({ users, progress }: UsersServices): UserResolvers {
  return {
    __resolveReference: (reference) => users.findById(String(reference.id)),
    stats: (user) => progress.statsFor(user.id),
  };
}
