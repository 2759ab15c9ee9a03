import { PASSWORD_HINT, PASSWORD_MIN_SCORE } from '@byway/contracts/rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english, translations } from '@zxcvbn-ts/language-en';

/**
 * How guessable a new password is, by zxcvbn-ts's estimate (issue 18): a list of common passwords alone
 * let `aaaaaaaa`, `Passw0rd!`, `byway123` or the email itself through. The estimate knows the ~30,000
 * common passwords, English words and names, keyboard patterns, repeats, sequences, dates and l33t
 * substitutions, and is told the traveller's own email and names and the site's name.
 */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common, ...english },
  graphs: adjacencyGraphs,
  translations,
});

const SITE_WORDS = ['byway', 'byways', 'roadtrip', 'road trip'];

/** Why the password is too easy to guess, in plain words, or null when it is strong enough. */
export function passwordWeakness(password: string, personal: Array<string | undefined>): string | null {
  const given = personal.filter((value): value is string => Boolean(value?.trim())).map((v) => v.trim());
  const email = given.find((value) => value.includes('@'));
  const names = given.filter((value) => value !== email);
  const userInputs = [
    ...SITE_WORDS,
    ...given,
    // Names run together ('adalovelace') and the address's parts ('ada', 'lovelace', 'example'): the
    // guesses an attacker who knows the traveller tries first.
    names.join(''),
    ...(email ? email.split(/[@.+_-]+/).filter((part) => part.length >= 3) : []),
  ];
  const { score, feedback } = estimator.check(password, userInputs);
  if (score >= PASSWORD_MIN_SCORE) return null;
  const why = feedback.warning ? `${feedback.warning} ` : '';
  return `This password is too easy to guess. ${why}${PASSWORD_HINT}`;
}
