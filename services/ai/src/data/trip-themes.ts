/** The trip builder's 16 interest themes (step 2), in the order the builder shows them. */
export interface TripThemeEntry {
  id: string;
  label: string;
  description: string;
}

export const TRIP_THEMES: readonly TripThemeEntry[] = [
  {
    id: 'nature',
    label: 'Nature & Hiking',
    description: 'Trailheads, state parks and wild places to stretch your legs.',
  },
  { id: 'hidden-gems', label: 'Hidden Gems', description: 'Little-known spots the guidebooks tend to skip.' },
  {
    id: 'adventure',
    label: 'Adventure',
    description: 'Rafting, climbing, zip lines and other adrenaline stops.',
  },
  { id: 'wellness', label: 'Wellness', description: 'Hot springs, spas and quiet places to recharge.' },
  {
    id: 'scenic-drives',
    label: 'Scenic Drives',
    description: 'Byways, overlooks and roads worth driving for their own sake.',
  },
  {
    id: 'history',
    label: 'History',
    description: 'Landmarks, old towns and museums that tell the story of a place.',
  },
  {
    id: 'arts-culture',
    label: 'Arts & Culture',
    description: 'Galleries, theatres, murals and local makers.',
  },
  {
    id: 'quirky',
    label: 'Quirky Stops',
    description: 'Roadside oddities, giant statues and one-of-a-kind attractions.',
  },
  { id: 'foodie', label: 'Foodie', description: 'Regional dishes, diners, food trucks and farmers markets.' },
  {
    id: 'coffee',
    label: 'Coffee & Cafés',
    description: 'Independent roasters and cosy cafés for a slow morning.',
  },
  {
    id: 'breweries',
    label: 'Breweries & Distilleries',
    description: 'Craft beer, local wineries and small-batch spirits.',
  },
  {
    id: 'music',
    label: 'Live Music & Nightlife',
    description: 'Music venues, jazz bars and places that come alive after dark.',
  },
  {
    id: 'shopping',
    label: 'Vintage & Shopping',
    description: 'Antique malls, vintage shops and local boutiques.',
  },
  {
    id: 'photography',
    label: 'Photo Spots',
    description: 'Viewpoints and golden-hour spots made for the camera.',
  },
  {
    id: 'lodging',
    label: 'Cool Stays',
    description: 'Memorable places to sleep: treehouses, historic inns, glamping.',
  },
  { id: 'spiritual', label: 'Spiritual', description: 'Sacred sites, retreats and places for reflection.' },
];
