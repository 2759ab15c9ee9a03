import type { CurrentUser } from '../lib/shell-contract';

/** The signed-in traveller (first name only) the account screens' tests hand in as `user`. */
export const USER: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
};
