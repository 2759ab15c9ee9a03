// The builder's fixed choices and limits (spec 3 enumerations, 5 validation, 9 constants): the values,
// labels and limits are the shared rules (@byway/contracts/rules); the hints are this screen's copy.
import {
  ACCOMMODATION_LABELS,
  ACCOMMODATION_TYPES as ACCOMMODATION_VALUES,
  BUDGET_DAILY_SPEND,
  BUDGET_LABELS,
  BUDGETS as BUDGET_VALUES,
  SEASON_LABELS,
  SEASONS as SEASON_VALUES,
  TEXT_LENGTHS,
  TRIP_LIMITS,
  accommodationForLodging,
  themesForInterests,
  type AccommodationType,
  type Budget,
  type Season,
} from '@byway/contracts/rules';
import { lengthProblem } from '../../../lib/text-length';

export const TOTAL_STEPS = 5;

export const STEP_TITLES = [
  'Where are you headed?',
  'What are you into?',
  "Who's coming along?",
  'Where will you stay?',
  'Final details',
] as const;

/** The duration picker: 1-14 days (the APIs accept up to TRIP_LIMITS.maxDays); 7 by default. */
export const DAY_CHOICES = Array.from({ length: TRIP_LIMITS.pickerMaxDays }, (_, index) => index + 1);
export const DEFAULT_DAYS = TRIP_LIMITS.defaultDays;

/** The party size picker: 1-20 travellers (the APIs accept up to TRIP_LIMITS.maxPartySize); 2 by default. */
export const PARTY_SIZE_CHOICES = Array.from(
  { length: TRIP_LIMITS.pickerMaxPartySize },
  (_, index) => index + 1,
);
export const DEFAULT_PARTY_SIZE = TRIP_LIMITS.defaultPartySize;

export interface Choice<T extends string = string> {
  value: T;
  label: string;
  hint: string;
}

/** The shared values with their shared labels, and this screen's hint under each card. */
const choices = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  hints: Record<T, string>,
): readonly Choice<T>[] => values.map((value) => ({ value, label: labels[value], hint: hints[value] }));

export const SEASONS = choices<Season>(SEASON_VALUES, SEASON_LABELS, {
  spring: 'Mar-May',
  summer: 'Jun-Aug',
  fall: 'Sep-Nov',
  winter: 'Dec-Feb',
});

/** The builder's 8 cards ('flexible', for trips made from a pack, is not offered here). */
export const ACCOMMODATION_TYPES = choices<AccommodationType>(ACCOMMODATION_VALUES, ACCOMMODATION_LABELS, {
  hotels: 'Reliable chains and comfortable rooms',
  boutique: 'Small hotels with character',
  bnb: 'Cosy rooms and a home-cooked breakfast',
  glamping: 'Nature without giving up comfort',
  camping: 'Tents and campgrounds under the stars',
  'vacation-rentals': 'Whole homes and cabins',
  hostels: 'Budget beds and fellow travellers',
  unique: 'Treehouses, lighthouses and more',
});

export const BUDGETS = choices<Budget>(BUDGET_VALUES, BUDGET_LABELS, BUDGET_DAILY_SPEND);

/** Everything the traveller enters across the five steps. */
export interface TripForm {
  startLocation: string;
  endLocation: string;
  totalDays: number;
  themes: string[];
  travelPartySize: number;
  season: string;
  accommodationType: string;
  budget: string;
  description: string;
  /** The traveller's preferred pace (profile); '' plans at a moderate pace. */
  pace: string;
  /** The first day ('2027-06-14'), optional: '' for none. */
  startDate: string;
}

export const EMPTY_FORM: TripForm = {
  startLocation: '',
  endLocation: '',
  totalDays: DEFAULT_DAYS,
  themes: [],
  travelPartySize: DEFAULT_PARTY_SIZE,
  season: '',
  accommodationType: '',
  budget: '',
  description: '',
  pace: '',
  startDate: '',
};

/**
 * Where the builder starts for a traveller: their profile's interests as themes and their lodging
 * preference as the accommodation (the shared mapping in contracts/rules), preselected and changeable, and
 * their preferred pace for the planner.
 */
export function formFromProfile(
  user: {
    interests?: readonly string[] | null;
    lodgingPreference?: string | null;
    preferredPace?: string | null;
  } | null,
): TripForm {
  return {
    ...EMPTY_FORM,
    pace: user?.preferredPace ?? '',
    themes: themesForInterests(user?.interests),
    accommodationType: accommodationForLodging(user?.lodgingPreference) ?? '',
  };
}

/** The label of step 5's 'Anything special', as its length message names it. */
export const SPECIAL_FIELD = 'Anything special';

/** 'Anything special' is longer than the planner reads: step 5 waits until it is shortened. */
export const specialTooLong = (form: Pick<TripForm, 'description'>) =>
  lengthProblem(SPECIAL_FIELD, form.description, TEXT_LENGTHS.trip.specialRequests) !== null;

/** Spec 4: what Next requires on each step (step 5's requirement gates 'Create My Trip!'). */
export function isStepComplete(step: number, form: TripForm): boolean {
  switch (step) {
    case 1:
      return (
        form.startLocation.trim() !== '' &&
        form.endLocation.trim() !== '' &&
        form.totalDays >= TRIP_LIMITS.minDays &&
        form.totalDays <= TRIP_LIMITS.pickerMaxDays
      );
    case 2:
      return form.themes.length > 0;
    case 3:
      return (
        form.travelPartySize >= TRIP_LIMITS.minPartySize &&
        form.travelPartySize <= TRIP_LIMITS.pickerMaxPartySize &&
        form.season !== ''
      );
    case 4:
      return form.accommodationType !== '';
    case 5:
      return form.budget !== '' && !specialTooLong(form);
    default:
      return false;
  }
}
