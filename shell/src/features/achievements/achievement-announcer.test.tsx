import { describe, expect, it } from 'vitest';
import { achievementToast } from './achievement-announcer';

describe('achievement toast', () => {
  it('names one achievement with its description', () => {
    expect(achievementToast([{ name: 'First Route', description: 'Plan your first road trip.' }])).toEqual({
      title: 'Achievement unlocked: First Route',
      description: 'Plan your first road trip.',
    });
  });

  it('sums up several in one toast (one toast at a time)', () => {
    expect(
      achievementToast([
        { name: 'First Route', description: 'a' },
        { name: 'Memory Keeper', description: 'b' },
      ]),
    ).toEqual({ title: '2 achievements unlocked!', description: 'First Route, Memory Keeper' });
  });

  it('says nothing when nothing new was earned', () => {
    expect(achievementToast([])).toBeNull();
  });
});
