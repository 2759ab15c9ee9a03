import { describe, expect, it } from 'vitest';
import { finderReducer, INITIAL_FINDER_STATE } from './use-finder-steps';

describe('finderReducer', () => {
  it('does not move on without a choice, and never below step 1', () => {
    expect(finderReducer(INITIAL_FINDER_STATE, { type: 'continue' })).toBe(INITIAL_FINDER_STATE);
    expect(finderReducer(INITIAL_FINDER_STATE, { type: 'back' }).step).toBe(0);
  });

  it('clears the country when another continent is chosen', () => {
    let state = finderReducer(INITIAL_FINDER_STATE, { type: 'choose', key: 'continent', value: 'europe' });
    state = finderReducer(state, { type: 'choose', key: 'country', value: 'france' });
    state = finderReducer(state, { type: 'choose', key: 'continent', value: 'asia' });
    expect(state.choices).toMatchObject({ continent: 'asia', country: null });
  });

  it('shows results after the last step; Back returns to it', () => {
    let state = INITIAL_FINDER_STATE;
    for (const [key, value] of [
      ['continent', 'europe'],
      ['country', 'france'],
      ['length', 'short'],
      ['season', 'spring'],
    ] as const) {
      state = finderReducer(state, { type: 'choose', key, value });
      state = finderReducer(state, { type: 'continue' });
    }
    expect(state).toMatchObject({ step: 3, showResults: true });
    expect(finderReducer(state, { type: 'back' })).toMatchObject({ step: 3, showResults: false });
  });
});
