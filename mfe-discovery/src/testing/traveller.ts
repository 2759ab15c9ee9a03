/** The signed-in traveller the remotes' screen tests hand in as `user`. */
export const traveller = {
  id: '7',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
};
