import type { AchievementCategory, ActivityAction, STREAK_MEASURE } from '@byway/contracts/rules';

/**
 * The achievement catalogue, authored here once and upserted into the `achievements` collection when the
 * service starts. An achievement counts one of three things:
 * - an action (`actionRequired`): how many distinct things of that kind the traveller did (`actionCount`);
 * - `streak_days`: the traveller's longest run of consecutive days visited (`actionCount` days);
 * - nothing (`actionRequired` null): total points (`pointsRequired`).
 * Icons are lucide icon names.
 */
export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: AchievementCategory;
  pointsRequired: number;
  actionRequired: ActivityAction | typeof STREAK_MEASURE | null;
  actionCount: number;
}

const action = (actionRequired: ActivityAction, actionCount: number) => ({
  pointsRequired: 0,
  actionRequired,
  actionCount,
});
const streak = (days: number) => ({
  pointsRequired: 0,
  actionRequired: 'streak_days' as const,
  actionCount: days,
});
const points = (pointsRequired: number) => ({ pointsRequired, actionRequired: null, actionCount: 1 });

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first-trip',
    name: 'First Route',
    description: 'Plan your first road trip.',
    icon: 'map',
    category: 'planning',
    ...action('trip_planned', 1),
  },
  {
    id: 'five-trips',
    name: 'Route Builder',
    description: 'Plan five road trips.',
    icon: 'route',
    category: 'planning',
    ...action('trip_planned', 5),
  },
  {
    id: 'ten-trips',
    name: 'Master Planner',
    description: 'Plan ten road trips.',
    icon: 'compass',
    category: 'planning',
    ...action('trip_planned', 10),
  },
  {
    id: 'first-completed-trip',
    name: "Journey's End",
    description: 'Complete your first trip.',
    icon: 'flag',
    category: 'exploring',
    ...action('trip_completed', 1),
  },
  {
    id: 'five-completed-trips',
    name: 'Mile Collector',
    description: 'Complete five trips.',
    icon: 'car',
    category: 'exploring',
    ...action('trip_completed', 5),
  },
  {
    id: 'first-hidden-gem',
    name: 'Gem Spotter',
    description: 'Add your first hidden gem to the map.',
    icon: 'gem',
    category: 'exploring',
    ...action('hidden_gem_found', 1),
  },
  {
    id: 'ten-hidden-gems',
    name: 'Off the Beaten Path',
    description: 'Add ten hidden gems to the map.',
    icon: 'mountain',
    category: 'exploring',
    ...action('hidden_gem_found', 10),
  },
  {
    id: 'gems-on-trips',
    name: 'Detour Taker',
    description: 'Add three hidden gems to your trips.',
    icon: 'map-pin-plus',
    category: 'exploring',
    ...action('gem_added_to_trip', 3),
  },
  {
    id: 'first-memory',
    name: 'Keepsake',
    description: 'Save your first trip memory.',
    icon: 'book-open',
    category: 'memories',
    ...action('memory_saved', 1),
  },
  {
    id: 'twenty-memories',
    name: 'Storyteller',
    description: 'Save twenty trip memories.',
    icon: 'notebook-pen',
    category: 'memories',
    ...action('memory_saved', 20),
  },
  {
    id: 'five-check-ins',
    name: 'Checked In',
    description: 'Check in at five stops.',
    icon: 'map-pin-check',
    category: 'memories',
    ...action('check_in_saved', 5),
  },
  {
    id: 'first-photo',
    name: 'Snapshot',
    description: 'Share your first photo.',
    icon: 'camera',
    category: 'sharing',
    ...action('photo_shared', 1),
  },
  {
    id: 'ten-photos',
    name: 'Shutterbug',
    description: 'Share ten photos.',
    icon: 'images',
    category: 'sharing',
    ...action('photo_shared', 10),
  },
  {
    id: 'first-public-trip',
    name: 'Open Itinerary',
    description: 'Make one of your trips public for others to see.',
    icon: 'share-2',
    category: 'sharing',
    ...action('trip_made_public', 1),
  },
  {
    id: 'first-review',
    name: 'First Word',
    description: 'Write your first review of a place.',
    icon: 'message-square',
    category: 'community',
    ...action('review_written', 1),
  },
  {
    id: 'five-reviews',
    name: 'Trusted Voice',
    description: 'Write five reviews of places.',
    icon: 'star',
    category: 'community',
    ...action('review_written', 5),
  },
  {
    id: 'streak-3',
    name: 'Three in a Row',
    description: 'Visit Byway three days in a row.',
    icon: 'flame',
    category: 'streaks',
    ...streak(3),
  },
  {
    id: 'streak-7',
    name: 'Week-Long Streak',
    description: 'Visit Byway seven days in a row.',
    icon: 'calendar-check',
    category: 'streaks',
    ...streak(7),
  },
  {
    id: 'streak-30',
    name: 'Monthly Regular',
    description: 'Visit Byway thirty days in a row.',
    icon: 'calendar-heart',
    category: 'streaks',
    ...streak(30),
  },
  {
    id: 'points-500',
    name: 'Point Collector',
    description: 'Earn 500 points.',
    icon: 'award',
    category: 'milestones',
    ...points(500),
  },
  {
    id: 'points-2000',
    name: 'High Scorer',
    description: 'Earn 2,000 points.',
    icon: 'medal',
    category: 'milestones',
    ...points(2000),
  },
];
