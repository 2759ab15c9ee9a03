import type { Gazetteer } from './gazetteer.js';

/** The trip builder's step 1: suggestions while typing, and the planner's own verdict on a place. */
export function createPlaceCheck(gazetteer: Gazetteer) {
  return {
    suggest(text: string) {
      return gazetteer.suggest(text).map(({ lat, lng, ...suggestion }) => ({
        ...suggestion,
        latitude: lat,
        longitude: lng,
      }));
    },
    check(text: string) {
      const result = gazetteer.lookup(text);
      return result.found
        ? { ok: true, label: result.place.label, message: null, options: [] }
        : { ok: false, label: null, message: result.message, options: result.options };
    },
  };
}
