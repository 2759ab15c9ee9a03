import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { limitConcurrency } from '@byway/kit';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash base64), so the cost can be raised later
 * and old hashes still verify with the parameters they were made with.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters above this (a tampered row must not make us allocate gigabytes). */
const MAX_COST = 2 ** 20;

/**
 * Each derivation takes about 100 ms of a core and 32 MiB. Unbounded, a burst of sign-ins takes every core
 * (Node's thread pool runs four at once) and every other request of the service waits behind them; bounded
 * to all cores but one, sign-ins queue among themselves and the rest keeps answering (issue 13's load).
 */
const inHashingSlot = limitConcurrency(Math.max(1, os.availableParallelism() - 1));

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that at N=2^15, r=8.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!N || !r || !p || N > MAX_COST || r > 32 || p > 16 || !salt.length || !expected.length) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Makes the stand-in hash ahead of time, so even the first unknown-email sign-in costs one check, not two. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Spends the same work as a real check when there is no hash to check against (unknown email, or an
 * account without a password), so response times do not reveal which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}
