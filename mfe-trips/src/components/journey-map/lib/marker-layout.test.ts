import { describe, expect, it } from 'vitest';
import { townOfStop } from './marker-layout';

describe('townOfStop', () => {
  it('names the town a day ends in, and nothing else', () => {
    expect(townOfStop('Overnight in Edwards, CO')).toBe('Edwards');
    expect(townOfStop('Arrive in Moab')).toBe('Moab');
    expect(townOfStop('Delicate Arch')).toBeNull();
    expect(townOfStop('Lunch in downtown Gypsum')).toBeNull();
  });
});
