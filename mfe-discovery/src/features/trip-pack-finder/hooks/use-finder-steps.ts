import { useReducer } from 'react';

/** Spec 9: the trip-pack finder has 4 steps, one choice each. */
export const FINDER_STEP_COUNT = 4;

export type FinderChoiceKey = 'continent' | 'country' | 'length' | 'season';

export const FINDER_STEPS: readonly FinderChoiceKey[] = ['continent', 'country', 'length', 'season'];

export interface FinderState {
  /** 0-based: 0 continent, 1 country, 2 length, 3 season. */
  step: number;
  choices: Record<FinderChoiceKey, string | null>;
  showResults: boolean;
}

type FinderAction =
  | { type: 'choose'; key: FinderChoiceKey; value: string }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'startOver' };

export const INITIAL_FINDER_STATE: FinderState = {
  step: 0,
  choices: { continent: null, country: null, length: null, season: null },
  showResults: false,
};

export function finderReducer(state: FinderState, action: FinderAction): FinderState {
  switch (action.type) {
    case 'choose': {
      const choices = { ...state.choices, [action.key]: action.value };
      // A country belongs to one continent: a new continent clears it.
      if (action.key === 'continent' && action.value !== state.choices.continent) choices.country = null;
      return { ...state, choices };
    }
    case 'continue': {
      const key = FINDER_STEPS[state.step];
      if (!key || !state.choices[key]) return state;
      if (state.step === FINDER_STEP_COUNT - 1) return { ...state, showResults: true };
      return { ...state, step: state.step + 1 };
    }
    case 'back':
      if (state.showResults) return { ...state, showResults: false };
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'startOver':
      return INITIAL_FINDER_STATE;
  }
}

export function useFinderSteps() {
  return useReducer(finderReducer, INITIAL_FINDER_STATE);
}
