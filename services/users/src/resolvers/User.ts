import type { UserRecord } from '../data-access/user-repository.js';
import type { UsersServices } from './services.js';

export function userResolvers({ users, profiles }: UsersServices) {
  return {
    __resolveReference: (reference: { id: string }) => users.findById(String(reference.id)),
    stats: (user: UserRecord) => profiles.statsFor(user.id),
  };
}
