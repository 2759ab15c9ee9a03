import { describe, expect, it } from 'vitest';
import { toCurrentUser } from './remote-props';

describe('the traveller the shell hands its remotes', () => {
  const answer = { id: 'u-1', email: 'ada@example.test', firstName: 'Ada' };

  it("carries the profile's distance units, so every remote writes distances in them", () => {
    expect(toCurrentUser({ ...answer, distanceUnits: 'km' })?.distanceUnits).toBe('km');
    expect(toCurrentUser({ ...answer, distanceUnits: 'country' })?.distanceUnits).toBe('country');
  });

  it('leaves out a unit it does not know, or none sent (each trip then reads its own)', () => {
    expect(toCurrentUser({ ...answer, distanceUnits: 'leagues' })).not.toHaveProperty('distanceUnits');
    expect(toCurrentUser(answer)).not.toHaveProperty('distanceUnits');
  });
});
