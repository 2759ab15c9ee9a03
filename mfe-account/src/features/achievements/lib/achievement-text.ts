// How the achievements screen words progress ('3 of 5 trips'), dates and categories.
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_CATEGORY_LABELS,
  type ActivityAction,
  type STREAK_MEASURE,
} from '@byway/contracts/rules';

/** What each counted action is called, singular and plural (every action of the shared rules). */
const UNITS: { readonly [K in ActivityAction | typeof STREAK_MEASURE]: readonly [string, string] } = {
  trip_planned: ['trip', 'trips'],
  trip_completed: ['completed trip', 'completed trips'],
  memory_saved: ['memory', 'memories'],
  check_in_saved: ['check-in', 'check-ins'],
  photo_shared: ['photo', 'photos'],
  hidden_gem_found: ['hidden gem', 'hidden gems'],
  gem_added_to_trip: ['gem added', 'gems added'],
  trip_made_public: ['public trip', 'public trips'],
  review_written: ['review', 'reviews'],
  daily_visit: ['day', 'days'],
  streak_days: ['day in a row', 'days in a row'],
};

/** '3 of 5 trips'; an achievement that counts points (no action) reads '250 of 500 points'. */
export function progressText(progress: number, maxProgress: number, actionRequired: string | null): string {
  const units = UNITS as Partial<Record<string, readonly [string, string]>>;
  const [one, many] = actionRequired ? (units[actionRequired] ?? ['time', 'times']) : ['point', 'points'];
  const shown = Math.min(Math.max(progress, 0), maxProgress);
  return `${shown.toLocaleString()} of ${maxProgress.toLocaleString()} ${maxProgress === 1 ? one : many}`;
}

export function progressPercent(progress: number, maxProgress: number): number {
  if (maxProgress <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress / maxProgress) * 100)));
}

/** 'Earned Nov 20, 2026', or 'Earned' when the date is missing or unreadable. */
export function earnedText(earnedAt: string | null): string {
  if (!earnedAt) return 'Earned';
  const date = new Date(earnedAt);
  if (Number.isNaN(date.getTime())) return 'Earned';
  return `Earned ${date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}`;
}

const titleCase = (value: string): string =>
  value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || 'Other';

/** The shared label of a category; a category the screen does not know yet is title-cased. */
export const categoryLabel = (category: string): string =>
  (ACHIEVEMENT_CATEGORY_LABELS as Partial<Record<string, string>>)[category] ?? titleCase(category);

/**
 * Groups in the shared order of ACHIEVEMENT_CATEGORIES (unknown categories after them, in the order
 * met), each keeping its achievements' order.
 */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  const rank = (category: string) => {
    const index = (ACHIEVEMENT_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? ACHIEVEMENT_CATEGORIES.length : index;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}
