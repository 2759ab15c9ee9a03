import {
  BUDGET_DAILY_SPEND,
  BUDGET_LABELS,
  normaliseBudget,
  TRIP_THEME_LABELS,
  tripDisplayTitle,
  type TripTheme,
} from '@byway/contracts/rules';
import type { MyTrip } from '../api/my-trips';

/**
 * Spec 2 'My trips' names the 8 filters and 5 sorts; the day bands are spec 9's (short up to 3 days,
 * medium 4-7, long above 7). A trip without a party size is neither solo nor group; budget and luxury read
 * the trip's budget value case-insensitively (normaliseBudget of the shared rules: 'premium' is 'luxury').
 */
export const TRIP_FILTERS = [
  { value: 'all', label: 'All trips' },
  { value: 'short', label: 'Short (1-3 days)' },
  { value: 'medium', label: 'Medium (4-7 days)' },
  { value: 'long', label: 'Long (8+ days)' },
  { value: 'solo', label: 'Solo' },
  { value: 'group', label: 'Group' },
  { value: 'budget', label: 'Budget friendly' },
  { value: 'luxury', label: 'Luxury' },
] as const;

export type TripFilter = (typeof TRIP_FILTERS)[number]['value'];

export const TRIP_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'duration-desc', label: 'Longest first' },
  { value: 'duration-asc', label: 'Shortest first' },
  { value: 'alphabetical', label: 'Alphabetical (A-Z)' },
] as const;

export type TripSort = (typeof TRIP_SORTS)[number]['value'];

/** Spec 9: '1 day'; up to 7 days 'N days'; above 7 'N weeks' when whole weeks, otherwise 'Nw Nd'. */
export function durationLabel(days: number): string {
  if (days <= 1) return '1 day';
  if (days <= 7) return `${days} days`;
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  if (rest === 0) return weeks === 1 ? '1 week' : `${weeks} weeks`;
  return `${weeks}w ${rest}d`;
}

const titleCase = (value: string) =>
  value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** 'scenic-drives,foodie' -> ['Scenic Drives', 'Foodie']: the shared theme labels; anything else title-cased. */
export function themeLabels(theme: string | null): string[] {
  return (theme ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => TRIP_THEME_LABELS[item as TripTheme] ?? titleCase(item));
}

export const partySizeLabel = (size: number): string => (size === 1 ? '1 person' : `${size} people`);

/**
 * The shared budget label with what it means ('Budget · $50-100/day per person'), so a card never reads
 * 'Budget: Budget'; 'premium', an old name, reads as luxury; anything else capitalised.
 */
export const budgetLabel = (budget: string): string => {
  const known = normaliseBudget(budget);
  return known
    ? `${BUDGET_LABELS[known]} · ${BUDGET_DAILY_SPEND[known]}`
    : budget.charAt(0).toUpperCase() + budget.slice(1);
};

/** Search over title, start, end, description and theme (case-insensitive; blank matches everything). */
export function matchesSearch(trip: MyTrip, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [trip.title, trip.startLocation, trip.endLocation, trip.description, trip.theme].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

export function matchesFilter(trip: MyTrip, filter: TripFilter): boolean {
  const budget = normaliseBudget(trip.budget);
  switch (filter) {
    case 'all':
      return true;
    case 'short':
      return trip.totalDays <= 3;
    case 'medium':
      return trip.totalDays >= 4 && trip.totalDays <= 7;
    case 'long':
      return trip.totalDays > 7;
    case 'solo':
      return trip.travelPartySize === 1;
    case 'group':
      return trip.travelPartySize !== null && trip.travelPartySize > 1;
    case 'budget':
      return budget === 'budget' || budget === 'moderate';
    case 'luxury':
      return budget === 'luxury';
  }
}

const createdTime = (trip: MyTrip): number => {
  const time = Date.parse(trip.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

const COMPARATORS: Record<TripSort, (a: MyTrip, b: MyTrip) => number> = {
  newest: (a, b) => createdTime(b) - createdTime(a) || b.id - a.id,
  oldest: (a, b) => createdTime(a) - createdTime(b) || a.id - b.id,
  'duration-desc': (a, b) => b.totalDays - a.totalDays || createdTime(b) - createdTime(a),
  'duration-asc': (a, b) => a.totalDays - b.totalDays || createdTime(b) - createdTime(a),
  alphabetical: (a, b) =>
    tripDisplayTitle(a).localeCompare(tripDisplayTitle(b), undefined, { sensitivity: 'base' }) || a.id - b.id,
};

/** The trips to show, in order: searched, filtered, then sorted (the input is not changed). */
export function visibleTrips(
  trips: readonly MyTrip[],
  { search, filter, sort }: { search: string; filter: TripFilter; sort: TripSort },
): MyTrip[] {
  return trips
    .filter((trip) => matchesSearch(trip, search) && matchesFilter(trip, filter))
    .sort(COMPARATORS[sort]);
}
