import type { CurrentUser } from '../lib/shell-contract';

/** The signed-in traveller the shell hands a remote in tests. */
export const ADA: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'L',
  profileImageUrl: null,
};
