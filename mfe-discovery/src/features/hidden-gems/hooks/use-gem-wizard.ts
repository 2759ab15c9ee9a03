import { useReducer } from 'react';
import type { HiddenGemCategory, HiddenGemLocation, HiddenGemSeason } from '@byway/contracts/rules';

/** The wizard's three steps (spec 4): interests (several), a location, a season. */
export const GEM_WIZARD_STEP_COUNT = 3;

export interface GemWizardState {
  /** 0, 1 or 2. */
  step: number;
  interests: HiddenGemCategory[];
  location: HiddenGemLocation | null;
  season: HiddenGemSeason | null;
  /** True once the last step asked for gems: the results (or their loading, empty or error state) show. */
  showResults: boolean;
}

export type GemWizardAction =
  | { type: 'toggleInterest'; interest: HiddenGemCategory }
  | { type: 'chooseLocation'; location: HiddenGemLocation }
  | { type: 'chooseSeason'; season: HiddenGemSeason }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'discover' }
  | { type: 'changeInterests' }
  | { type: 'reset' };

export const initialGemWizard: GemWizardState = {
  step: 0,
  interests: [],
  location: null,
  season: null,
  showResults: false,
};

/** Whether the current step has its selection (spec 4: Continue is enabled only then). */
export function stepComplete(state: GemWizardState): boolean {
  if (state.step === 0) return state.interests.length > 0;
  if (state.step === 1) return state.location !== null;
  return state.season !== null;
}

export function gemWizardReducer(state: GemWizardState, action: GemWizardAction): GemWizardState {
  switch (action.type) {
    case 'toggleInterest': {
      const chosen = state.interests.includes(action.interest);
      return {
        ...state,
        interests: chosen
          ? state.interests.filter((interest) => interest !== action.interest)
          : [...state.interests, action.interest],
      };
    }
    case 'chooseLocation':
      return { ...state, location: action.location };
    case 'chooseSeason':
      return { ...state, season: action.season };
    case 'continue':
      if (!stepComplete(state) || state.step >= GEM_WIZARD_STEP_COUNT - 1) return state;
      return { ...state, step: state.step + 1 };
    case 'back':
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'discover':
      if (state.step !== GEM_WIZARD_STEP_COUNT - 1 || !stepComplete(state)) return state;
      return { ...state, showResults: true };
    case 'changeInterests':
      // Back to the wizard's first step with the choices kept, so one interest can be swapped.
      return { ...state, step: 0, showResults: false };
    case 'reset':
      return initialGemWizard;
  }
}

export function useGemWizard() {
  return useReducer(gemWizardReducer, initialGemWizard);
}
