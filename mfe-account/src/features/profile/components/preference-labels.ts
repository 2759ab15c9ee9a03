/** Human labels of the stored preference values (spec 3, Enumerations). Unknown values are title-cased. */

const INTERESTS: Record<string, string> = {
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

const TRAVEL_STYLES: Record<string, string> = {
  adventurer: 'Adventurer',
  comfort: 'Comfort Seeker',
  cultural: 'Cultural Explorer',
  foodie: 'Foodie',
  explorer: 'Explorer',
  relaxed: 'Relaxed Traveler',
};

const PACES: Record<string, string> = {
  slow: 'Slow (2-3 stops a day)',
  moderate: 'Moderate (4-5 stops a day)',
  fast: 'Fast (6+ stops a day)',
};

const LODGING: Record<string, string> = {
  camping: 'Camping',
  budget: 'Budget',
  comfort: 'Comfort',
  luxury: 'Luxury',
};

const titleCase = (value: string) =>
  value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const label = (table: Record<string, string>) => (value: string) => table[value] ?? titleCase(value);

export const interestLabel = label(INTERESTS);
export const travelStyleLabel = label(TRAVEL_STYLES);
export const paceLabel = label(PACES);
export const lodgingLabel = label(LODGING);
