/**
 * Human labels of the stored preference values. The values are the shared rules (spec 3, Enumerations:
 * @byway/contracts/rules); each table must label every one of them. Unknown values are title-cased.
 */
import type {
  GroupSize,
  LodgingPreference,
  Pace,
  ProfileInterest,
  TravelStyle,
} from '@byway/contracts/rules';

export const INTEREST_LABELS: Record<ProfileInterest, string> = {
  'nature-hikes': 'Nature & Hikes',
  'hidden-gems': 'Hidden Gems',
  adventure: 'Adventure',
  wellness: 'Wellness',
  'scenic-drives': 'Scenic Drives',
  history: 'History',
  'arts-culture': 'Arts & Culture',
  'quirky-stops': 'Quirky Stops',
  foodie: 'Foodie',
  coffee: 'Coffee',
  breweries: 'Breweries',
  'music-nightlife': 'Music & Nightlife',
  'vintage-shops': 'Vintage Shops',
  'photo-spots': 'Photo Spots',
  'cool-stays': 'Cool Stays',
  spiritual: 'Spiritual',
};

export const TRAVEL_STYLE_LABELS: Record<TravelStyle, string> = {
  adventurer: 'Adventurer',
  comfort: 'Comfort Seeker',
  cultural: 'Cultural Explorer',
  foodie: 'Foodie',
  explorer: 'Explorer',
  relaxed: 'Relaxed Traveler',
};

export const PACE_LABELS: Record<Pace, string> = {
  slow: 'Slow (2-3 stops a day)',
  moderate: 'Moderate (4-5 stops a day)',
  fast: 'Fast (6+ stops a day)',
};

export const LODGING_LABELS: Record<LodgingPreference, string> = {
  camping: 'Camping',
  budget: 'Budget',
  comfort: 'Comfort',
  luxury: 'Luxury',
};

export const GROUP_SIZE_LABELS: Record<GroupSize, string> = {
  solo: 'Solo',
  couple: 'Couple',
  small: 'Small group (3-4 people)',
  large: 'Large group (5+)',
};

const titleCase = (value: string) =>
  value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const label =
  <T extends string>(table: Record<T, string>) =>
  (value: string): string =>
    (table as Partial<Record<string, string>>)[value] ?? titleCase(value);

export const interestLabel = label(INTEREST_LABELS);
export const travelStyleLabel = label(TRAVEL_STYLE_LABELS);
export const paceLabel = label(PACE_LABELS);
export const lodgingLabel = label(LODGING_LABELS);
