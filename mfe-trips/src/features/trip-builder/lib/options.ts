// The builder's fixed choices and limits (spec 3 enumerations, 5 validation, 9 constants).

export const TOTAL_STEPS = 5;

export const STEP_TITLES = [
  'Where are you headed?',
  'What are you into?',
  "Who's coming along?",
  'Where will you stay?',
  'Final details',
] as const;

/** The picker offers 1-14 days (the server accepts up to 30); 7 by default. */
export const DAY_CHOICES = Array.from({ length: 14 }, (_, index) => index + 1);
export const DEFAULT_DAYS = 7;

/** The picker offers 1-20 travellers (the server accepts up to 50); 2 by default. */
export const PARTY_SIZE_CHOICES = Array.from({ length: 20 }, (_, index) => index + 1);
export const DEFAULT_PARTY_SIZE = 2;

export interface Choice {
  value: string;
  label: string;
  hint: string;
}

export const SEASONS: readonly Choice[] = [
  { value: 'spring', label: 'Spring', hint: 'Mar-May' },
  { value: 'summer', label: 'Summer', hint: 'Jun-Aug' },
  { value: 'fall', label: 'Fall', hint: 'Sep-Nov' },
  { value: 'winter', label: 'Winter', hint: 'Dec-Feb' },
];

export const ACCOMMODATION_TYPES: readonly Choice[] = [
  { value: 'hotels', label: 'Hotels', hint: 'Reliable chains and comfortable rooms' },
  { value: 'boutique', label: 'Boutique Hotels', hint: 'Small hotels with character' },
  { value: 'bnb', label: 'Bed & Breakfasts', hint: 'Cosy rooms and a home-cooked breakfast' },
  { value: 'glamping', label: 'Glamping', hint: 'Nature without giving up comfort' },
  { value: 'camping', label: 'Camping', hint: 'Tents and campgrounds under the stars' },
  { value: 'vacation-rentals', label: 'Vacation Rentals', hint: 'Whole homes and cabins' },
  { value: 'hostels', label: 'Hostels', hint: 'Budget beds and fellow travellers' },
  { value: 'unique', label: 'Unique Stays', hint: 'Treehouses, lighthouses and more' },
];

export const BUDGETS: readonly Choice[] = [
  { value: 'budget', label: 'Budget', hint: '$50-100/day per person' },
  { value: 'moderate', label: 'Moderate', hint: '$100-200/day per person' },
  { value: 'luxury', label: 'Luxury', hint: '$200+/day per person' },
  { value: 'flexible', label: 'Flexible', hint: 'Show me a mix of options' },
];

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
};

/** Spec 4: what Next requires on each step (step 5's requirement gates 'Create My Trip!'). */
export function isStepComplete(step: number, form: TripForm): boolean {
  switch (step) {
    case 1:
      return (
        form.startLocation.trim() !== '' &&
        form.endLocation.trim() !== '' &&
        form.totalDays >= 1 &&
        form.totalDays <= 14
      );
    case 2:
      return form.themes.length > 0;
    case 3:
      return form.travelPartySize >= 1 && form.travelPartySize <= 20 && form.season !== '';
    case 4:
      return form.accommodationType !== '';
    case 5:
      return form.budget !== '';
    default:
      return false;
  }
}
