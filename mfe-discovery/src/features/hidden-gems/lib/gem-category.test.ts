import { HIDDEN_GEM_CATEGORIES } from '@byway/contracts/rules';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@byway/web-ui';
import { describe, expect, it } from 'vitest';
import { categoryColour, PLACEHOLDER_TEXT_COLOUR } from './gem-category';

describe('hidden-gem placeholders', () => {
  it.each([...HIDDEN_GEM_CATEGORIES, 'something-else'])(
    "draws the %s placeholder's white label at 4.5:1 or more (issue 21)",
    (category) => {
      expect(contrastRatio('#ffffff', categoryColour(category))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(PLACEHOLDER_TEXT_COLOUR).toBe('#fff');
    },
  );
});
