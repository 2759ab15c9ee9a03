/**
 * Every fixed list of values of spec section 3 ("Enumerations"), defined once. Each list is an `as const`
 * array (the order the screens show it in) with its union type; labels sit here when more than one
 * front-end or service shows them. Icons, hints and descriptions are display copy and stay with the
 * screens, which iterate over these arrays. The zod enums are in ./schemas.ts (kept apart so that a
 * front-end importing only values does not bundle zod).
 */

/** A label for every value: a missing or extra key is a type error. */
type Labels<T extends string> = { readonly [K in T]: string };

/** Trip builder step 2: the 16 interest themes. A trip stores the chosen ones joined by commas. */
export const TRIP_THEMES = [
  'nature',
  'hidden-gems',
  'adventure',
  'wellness',
  'scenic-drives',
  'history',
  'arts-culture',
  'quirky',
  'foodie',
  'coffee',
  'breweries',
  'music',
  'shopping',
  'photography',
  'lodging',
  'spiritual',
] as const;
export type TripTheme = (typeof TRIP_THEMES)[number];
/** Shown by the builder (through the AI service's tripThemes query) and by the trip list. */
export const TRIP_THEME_LABELS: Labels<TripTheme> = {
  nature: 'Nature & Hiking',
  'hidden-gems': 'Hidden Gems',
  adventure: 'Adventure',
  wellness: 'Wellness',
  'scenic-drives': 'Scenic Drives',
  history: 'History',
  'arts-culture': 'Arts & Culture',
  quirky: 'Quirky Stops',
  foodie: 'Foodie',
  coffee: 'Coffee & Cafés',
  breweries: 'Breweries & Distilleries',
  music: 'Live Music & Nightlife',
  shopping: 'Vintage & Shopping',
  photography: 'Photo Spots',
  lodging: 'Cool Stays',
  spiritual: 'Spiritual',
};

/** The builder's card text for each theme (served by the AI service's tripThemes query). */
export const TRIP_THEME_DESCRIPTIONS: Labels<TripTheme> = {
  nature: 'Trailheads, state parks and wild places to stretch your legs.',
  'hidden-gems': 'Little-known spots the guidebooks tend to skip.',
  adventure: 'Rafting, climbing, zip lines and other adrenaline stops.',
  wellness: 'Hot springs, spas and quiet places to recharge.',
  'scenic-drives': 'Byways, overlooks and roads worth driving for their own sake.',
  history: 'Landmarks, old towns and museums that tell the story of a place.',
  'arts-culture': 'Galleries, theatres, murals and local makers.',
  quirky: 'Roadside oddities, giant statues and one-of-a-kind attractions.',
  foodie: 'Regional dishes, diners, food trucks and farmers markets.',
  coffee: 'Independent roasters and cosy cafés for a slow morning.',
  breweries: 'Craft beer, local wineries and small-batch spirits.',
  music: 'Music venues, jazz bars and places that come alive after dark.',
  shopping: 'Antique malls, vintage shops and local boutiques.',
  photography: 'Viewpoints and golden-hour spots made for the camera.',
  lodging: 'Memorable places to sleep: treehouses, historic inns, glamping.',
  spiritual: 'Sacred sites, retreats and places for reflection.',
};

/** Profile setup and onboarding step 1: the 16 interests (at least 3 are chosen, see PROFILE_LIMITS). */
export const PROFILE_INTERESTS = [
  'nature-hikes',
  'hidden-gems',
  'adventure',
  'wellness',
  'scenic-drives',
  'history',
  'arts-culture',
  'quirky-stops',
  'foodie',
  'coffee',
  'breweries',
  'music-nightlife',
  'vintage-shops',
  'photo-spots',
  'cool-stays',
  'spiritual',
] as const;
export type ProfileInterest = (typeof PROFILE_INTERESTS)[number];

/** The hidden-gems wizard's interest categories. */
export const HIDDEN_GEM_CATEGORIES = [
  'nature-hikes',
  'hidden-natural',
  'adventure-outdoors',
  'wellness-retreats',
  'scenic-drives',
  'history-landmarks',
  'arts-culture',
  'quirky-roadside',
  'foodie-finds',
  'coffee-chill',
  'breweries-distilleries',
  'live-music',
] as const;
export type HiddenGemCategory = (typeof HIDDEN_GEM_CATEGORIES)[number];
export const HIDDEN_GEM_CATEGORY_LABELS: Labels<HiddenGemCategory> = {
  'nature-hikes': 'Nature & Hikes',
  'hidden-natural': 'Hidden Natural Wonders',
  'adventure-outdoors': 'Adventure & Outdoors',
  'wellness-retreats': 'Wellness Retreats',
  'scenic-drives': 'Scenic Drives',
  'history-landmarks': 'History & Landmarks',
  'arts-culture': 'Arts & Culture',
  'quirky-roadside': 'Quirky Roadside Stops',
  'foodie-finds': 'Foodie Finds',
  'coffee-chill': 'Coffee & Chill',
  'breweries-distilleries': 'Breweries & Distilleries',
  'live-music': 'Live Music',
};

/** The hidden-gems wizard's 23 location choices (spec 9): 22 states and the whole country. */
export const HIDDEN_GEM_LOCATIONS = [
  'California',
  'New York',
  'Texas',
  'Florida',
  'Colorado',
  'Washington',
  'Oregon',
  'Utah',
  'Arizona',
  'Nevada',
  'Maine',
  'Vermont',
  'North Carolina',
  'Virginia',
  'Tennessee',
  'Kentucky',
  'Georgia',
  'South Carolina',
  'Alaska',
  'Hawaii',
  'Montana',
  'Wyoming',
  'United States (Nationwide)',
] as const;
export type HiddenGemLocation = (typeof HIDDEN_GEM_LOCATIONS)[number];

/** GET /api/places and GraphQL `places`: at most this many catalogue places in one answer. */
export const CATALOGUE_PLACES_LIMIT = 50;

/** Trip builder step 4: the 8 accommodation types the builder offers. */
export const ACCOMMODATION_TYPES = [
  'hotels',
  'boutique',
  'bnb',
  'glamping',
  'camping',
  'vacation-rentals',
  'hostels',
  'unique',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];
/**
 * "No preference": a trip made from a trip pack asks for accommodation 'flexible' (spec 7 and 9). It is
 * not one of the builder's 8 cards, but it is a valid stored value (like budget 'flexible'), and the
 * planner then suggests any kind of lodging.
 */
export const FLEXIBLE_ACCOMMODATION = 'flexible';
/** What a trip may store and the APIs accept as its accommodationType: the 8 types or 'flexible'. */
export const ACCOMMODATION_CHOICES = [...ACCOMMODATION_TYPES, FLEXIBLE_ACCOMMODATION] as const;
export type AccommodationChoice = (typeof ACCOMMODATION_CHOICES)[number];
export const ACCOMMODATION_LABELS: Labels<AccommodationChoice> = {
  hotels: 'Hotels',
  boutique: 'Boutique Hotels',
  bnb: 'Bed & Breakfasts',
  glamping: 'Glamping',
  camping: 'Camping',
  'vacation-rentals': 'Vacation Rentals',
  hostels: 'Hostels',
  unique: 'Unique Stays',
  flexible: 'Flexible',
};
/** What each budget means per person and day (spec 3), shown beside its label. */
export const BUDGET_DAILY_SPEND: Labels<Budget> = {
  budget: '$50-100/day per person',
  moderate: '$100-200/day per person',
  luxury: '$200+/day per person',
  flexible: 'A mix of price levels',
};

/** The four seasons (builder step 3, the trip-pack finder, the hidden-gems wizard). */
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Labels<Season> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
};
/** The hidden-gems wizard also accepts 'any' season. */
export const ANY_SEASON = 'any';
export const HIDDEN_GEM_SEASONS = [...SEASONS, ANY_SEASON] as const;
export type HiddenGemSeason = (typeof HIDDEN_GEM_SEASONS)[number];

/** Builder step 5: the 4 budgets. */
export const BUDGETS = ['budget', 'moderate', 'luxury', 'flexible'] as const;
export type Budget = (typeof BUDGETS)[number];
export const BUDGET_LABELS: Labels<Budget> = {
  budget: 'Budget',
  moderate: 'Moderate',
  luxury: 'Luxury',
  flexible: 'Flexible',
};
/**
 * Spec 3 notes the value 'premium' was also seen. Decision: it is not a fifth budget but an old name of
 * 'luxury'. The APIs accept it and store 'luxury' (see budgetSchema), so no new trip stores 'premium';
 * screens reading trips stored earlier treat it as 'luxury' through normaliseBudget.
 */
export const BUDGET_ALIASES: { readonly [alias: string]: Budget } = { premium: 'luxury' };

/** A stored or sent budget as one of BUDGETS ('premium' -> 'luxury'), or null when it is none of them. */
export function normaliseBudget(value: string | null | undefined): Budget | null {
  const budget = value?.trim().toLowerCase() ?? '';
  const known = BUDGET_ALIASES[budget] ?? budget;
  return (BUDGETS as readonly string[]).includes(known) ? (known as Budget) : null;
}

/**
 * Profile travel style. The profile wizard offers adventurer, comfort, cultural and foodie; the profile
 * page also labels explorer and relaxed, so those two are valid stored values too.
 */
export const TRAVEL_STYLES = ['adventurer', 'comfort', 'cultural', 'foodie', 'explorer', 'relaxed'] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

/** Profile pace: slow (2-3 stops a day), moderate (4-5), fast (6+). Also steers the planner. */
export const PACES = ['slow', 'moderate', 'fast'] as const;
export type Pace = (typeof PACES)[number];

/** Profile lodging preference. */
export const LODGING_PREFERENCES = ['camping', 'budget', 'comfort', 'luxury'] as const;
export type LodgingPreference = (typeof LODGING_PREFERENCES)[number];

/** Onboarding only: solo, couple, small (3-4 people), large (5+). */
export const GROUP_SIZES = ['solo', 'couple', 'small', 'large'] as const;
export type GroupSize = (typeof GROUP_SIZES)[number];

/** The photo upload form's categories. */
export const PHOTO_CATEGORIES = ['nature', 'architecture', 'street', 'food', 'culture', 'adventure'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** The photo upload form's times of day. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The contact form's categories (the form makes no call). */
export const CONTACT_CATEGORIES = [
  'general',
  'support',
  'billing',
  'partnership',
  'feedback',
  'bug',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** A trip memory's type (the memories panel). */
export const MEMORY_TYPES = ['check_in', 'photo', 'note', 'rating'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

/** A price alert's item type (the price alerts panel). */
export const PRICE_ALERT_ITEM_TYPES = ['accommodation', 'activity', 'attraction'] as const;
export type PriceAlertItemType = (typeof PRICE_ALERT_ITEM_TYPES)[number];

/** The trip-pack finder's length step, matched against a pack's durationCategory. */
export const TRIP_PACK_LENGTHS = ['weekend', 'short', 'medium', 'long'] as const;
export type TripPackLength = (typeof TRIP_PACK_LENGTHS)[number];
