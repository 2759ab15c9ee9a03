/**
 * The password rules travellers are told about (issue 18), one owner: the users service enforces them
 * (its strength estimate is zxcvbn-ts's score, too large a dictionary to ship to browsers) and the sign-up
 * form shows the same hint.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score (0-4) a new password must reach: 3 resists guessing at the rate a stolen hash allows. */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_HINT =
  'At least 8 characters. A few unrelated words are easy to remember and hard to guess; avoid your name, your email and common passwords.';
