import type { AccountData } from '../domain/account-data.js';
import type { Accounts } from '../domain/accounts.js';
import type { ApiTokens } from '../domain/api-tokens.js';
import type { Community } from '../domain/community.js';
import type { Profiles } from '../domain/profile.js';
import type { Progress } from '../domain/progress.js';
import type { UserRepository } from '../data-access/user-repository.js';

/** What the resolvers call: the use cases, plus the user lookup behind entity references. */
export interface UsersServices {
  accounts: Accounts;
  profiles: Profiles;
  /** Points, levels, streaks and achievements. */
  progress: Progress;
  users: UserRepository;
  /** Top contributors and the choice to be listed among them. */
  community: Community;
  /** The traveller's own data: export and deletion (gateway only). */
  accountData: AccountData;
  /** Personal API tokens for partners (issue 13). */
  apiTokens: ApiTokens;
}

/** Header names the gateway reads to set or clear the session cookie. */
export const SESSION_HEADER = 'x-byway-session';
export const SESSION_ENDED_HEADER = 'x-byway-session-ended';
