import {
  HIDDEN_GEM_CATEGORIES,
  HIDDEN_GEM_CATEGORY_LABELS,
  type HiddenGemCategory,
} from '@byway/contracts/rules';

// The coloured placeholder a card shows when a gem has no image or it fails to load (spec 2). Its label is
// white, so every colour holds white text at 4.5:1 or more (issue 21: quirky-roadside and breweries were lighter).
const CATEGORY_COLOURS: Readonly<Record<HiddenGemCategory, string>> = {
  'nature-hikes': '#2f855a',
  'hidden-natural': '#276749',
  'adventure-outdoors': '#c05621',
  'wellness-retreats': '#6b46c1',
  'scenic-drives': '#2b6cb0',
  'history-landmarks': '#975a16',
  'arts-culture': '#b83280',
  'quirky-roadside': '#946300',
  'foodie-finds': '#c53030',
  'coffee-chill': '#7b341e',
  'breweries-distilleries': '#9c4221',
  'live-music': '#553c9a',
};
export const PLACEHOLDER_TEXT_COLOUR = '#fff';
const OTHER_COLOUR = '#4a5568';

function isCategory(value: string): value is HiddenGemCategory {
  return (HIDDEN_GEM_CATEGORIES as readonly string[]).includes(value);
}

export function categoryColour(category: string): string {
  return isCategory(category) ? CATEGORY_COLOURS[category] : OTHER_COLOUR;
}

/** The shared label of a category ('Nature & Hikes'), or the value itself for anything else. */
export function categoryLabel(category: string): string {
  return isCategory(category) ? HIDDEN_GEM_CATEGORY_LABELS[category] : category;
}
