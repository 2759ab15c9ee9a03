// The answers of the profile wizard (4 steps) and of onboarding (the same 4 plus group size), the choices
// each step offers and what Next requires (spec 4 and 5). Values are the shared rules.
import {
  GROUP_SIZES,
  LODGING_PREFERENCES,
  PACES,
  PROFILE_INTERESTS,
  PROFILE_LIMITS,
  TRAVEL_STYLES,
  type GroupSize,
  type LodgingPreference,
  type Pace,
  type ProfileInterest,
  type TravelStyle,
} from '@byway/contracts/rules';

export interface PreferenceAnswers {
  interests: ProfileInterest[];
  /** '' until chosen. */
  travelStyle: TravelStyle | '';
  preferredPace: Pace | '';
  lodgingPreference: LodgingPreference | '';
}

export interface OnboardingAnswers extends PreferenceAnswers {
  groupSize: GroupSize | '';
}

export const EMPTY_PREFERENCES: PreferenceAnswers = {
  interests: [],
  travelStyle: '',
  preferredPace: '',
  lodgingPreference: '',
};

export const EMPTY_ONBOARDING: OnboardingAnswers = { ...EMPTY_PREFERENCES, groupSize: '' };

export const MIN_INTERESTS = PROFILE_LIMITS.minInterests;

/**
 * The wizard offers four travel styles; the stored explorer and relaxed (which the profile page labels) stay
 * valid and are shown when a traveller already has one.
 */
export const OFFERED_TRAVEL_STYLES = [
  'adventurer',
  'comfort',
  'cultural',
  'foodie',
] as const satisfies readonly TravelStyle[];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isProfileInterest = oneOf(PROFILE_INTERESTS);
export const isTravelStyle = oneOf(TRAVEL_STYLES);
export const isPace = oneOf(PACES);
export const isLodgingPreference = oneOf(LODGING_PREFERENCES);
export const isGroupSize = oneOf(GROUP_SIZES);

/** A traveller's stored preferences as wizard answers; unknown stored values are left unchosen. */
export function answersFrom(stored: {
  interests?: readonly string[] | null;
  travelStyle?: string | null;
  preferredPace?: string | null;
  lodgingPreference?: string | null;
}): PreferenceAnswers {
  return {
    interests: [...new Set((stored.interests ?? []).filter(isProfileInterest))],
    travelStyle: isTravelStyle(stored.travelStyle) ? stored.travelStyle : '',
    preferredPace: isPace(stored.preferredPace) ? stored.preferredPace : '',
    lodgingPreference: isLodgingPreference(stored.lodgingPreference) ? stored.lodgingPreference : '',
  };
}

/** Spec 5: step 1 at least 3 interests; steps 2-4 (and onboarding's 5) one choice each. */
export function isStepComplete(step: number, answers: PreferenceAnswers | OnboardingAnswers): boolean {
  switch (step) {
    case 1:
      return answers.interests.length >= MIN_INTERESTS;
    case 2:
      return answers.travelStyle !== '';
    case 3:
      return answers.preferredPace !== '';
    case 4:
      return answers.lodgingPreference !== '';
    case 5:
      return 'groupSize' in answers && answers.groupSize !== '';
    default:
      return false;
  }
}

export function toggleInterest(interests: ProfileInterest[], interest: ProfileInterest): ProfileInterest[] {
  return interests.includes(interest)
    ? interests.filter((item) => item !== interest)
    : [...interests, interest];
}
