import { describe, expect, it } from 'vitest';
import { hashPassword, limitConcurrency, verifyPassword } from '../src/domain/password.js';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery!', stored)).toBe(false);
  });

  it('runs no more derivations at once than it has slots, in arrival order, and frees a failed slot', async () => {
    const inSlot = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (n: number) =>
      inSlot(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        if (n === 1) throw new Error('derivation failed');
        finished.push(n);
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(finished).toEqual([0, 2, 3, 4, 5]);
  });
});
