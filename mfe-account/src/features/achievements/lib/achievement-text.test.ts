import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  earnedText,
  groupByCategory,
  progressPercent,
  progressText,
} from './achievement-text';

describe('achievement text', () => {
  it('words progress in the unit of the counted action, singular when one is needed', () => {
    expect(progressText(3, 5, 'trip_planned')).toBe('3 of 5 trips');
    expect(progressText(0, 1, 'photo_shared')).toBe('0 of 1 photo');
    expect(progressText(2, 7, 'streak_days')).toBe('2 of 7 days in a row');
    expect(progressText(1250, 2000, null)).toBe('1,250 of 2,000 points');
    // Never more than the goal, whatever the server counted.
    expect(progressText(9, 5, 'memory_saved')).toBe('5 of 5 memories');
    expect(progressPercent(3, 5)).toBe(60);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('dates an earned achievement, and says only "Earned" without a readable date', () => {
    expect(earnedText('2026-11-20T23:30:00.000Z')).toBe('Earned Nov 20, 2026');
    expect(earnedText(null)).toBe('Earned');
    expect(earnedText('yesterday')).toBe('Earned');
  });

  it('groups in the shared category order, unknown categories last', () => {
    const groups = groupByCategory([
      { id: 'a', category: 'milestones' },
      { id: 'b', category: 'zeppelins' },
      { id: 'c', category: 'planning' },
      { id: 'd', category: 'milestones' },
    ]);
    expect(groups.map(([category, items]) => [category, items.map((item) => item.id)])).toEqual([
      ['planning', ['c']],
      ['milestones', ['a', 'd']],
      ['zeppelins', ['b']],
    ]);
    expect(categoryLabel('streaks')).toBe('Streaks');
    expect(categoryLabel('hot-air')).toBe('Hot Air');
  });
});
