// A visitor's onboarding answers wait in the browser (localStorage) until they sign in, so nothing typed is
// lost: the draft is kept on every change, and `finished` marks answers that passed all five steps and are
// to be saved as soon as a signed-in traveller opens /onboarding. The stored JSON is an edge: it is read
// back value by value and anything unknown is dropped.
import {
  EMPTY_ONBOARDING,
  isGroupSize,
  isLodgingPreference,
  isPace,
  isProfileInterest,
  isStepComplete,
  isTravelStyle,
  type OnboardingAnswers,
} from '../../../lib/preference-answers';

export const ONBOARDING_STORAGE_KEY = 'byway.onboarding-answers';

export interface StoredOnboarding {
  answers: OnboardingAnswers;
  step: number;
  /** True once the visitor finished the last step: the answers are complete and waiting to be saved. */
  finished: boolean;
}

export const TOTAL_ONBOARDING_STEPS = 5;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode, cookies off): the wizard still works, it just cannot keep a draft.
    return null;
  }
}

export function isComplete(answers: OnboardingAnswers): boolean {
  return Array.from({ length: TOTAL_ONBOARDING_STEPS }, (_, index) => index + 1).every((step) =>
    isStepComplete(step, answers),
  );
}

export function readStoredOnboarding(): StoredOnboarding | null {
  const raw = storage()?.getItem(ONBOARDING_STORAGE_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const saved = (
    typeof record.answers === 'object' && record.answers !== null ? record.answers : {}
  ) as Record<string, unknown>;
  const answers: OnboardingAnswers = {
    ...EMPTY_ONBOARDING,
    interests: Array.isArray(saved.interests) ? [...new Set(saved.interests.filter(isProfileInterest))] : [],
    travelStyle: isTravelStyle(saved.travelStyle) ? saved.travelStyle : '',
    preferredPace: isPace(saved.preferredPace) ? saved.preferredPace : '',
    lodgingPreference: isLodgingPreference(saved.lodgingPreference) ? saved.lodgingPreference : '',
    groupSize: isGroupSize(saved.groupSize) ? saved.groupSize : '',
  };
  const step =
    typeof record.step === 'number' && Number.isInteger(record.step)
      ? Math.min(Math.max(record.step, 1), TOTAL_ONBOARDING_STEPS)
      : 1;
  return { answers, step, finished: record.finished === true && isComplete(answers) };
}

export function writeStoredOnboarding(value: StoredOnboarding): void {
  try {
    storage()?.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: keeping a draft is a convenience, never a failure.
  }
}

export function clearStoredOnboarding(): void {
  try {
    storage()?.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
