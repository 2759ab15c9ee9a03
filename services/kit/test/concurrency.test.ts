import { describe, expect, it } from 'vitest';
import { limitConcurrency } from '../src/concurrency.js';

describe('limitConcurrency', () => {
  it('runs no more tasks at once than it has slots, in arrival order, and frees a failed slot', async () => {
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
        if (n === 1) throw new Error('task failed');
        finished.push(n);
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(finished).toEqual([0, 2, 3, 4, 5]);
  });
});
