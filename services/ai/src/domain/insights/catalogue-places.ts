import { AppError } from '@byway/kit';
import { CATALOGUE_PLACES_LIMIT } from '@byway/contracts/rules';
import type { Place } from '../../data/catalogue-schema.js';
import { hiddenGemsInput, interestThemes, placeMatches, stateOf } from './hidden-gems.js';
import { areaName } from './regions.js';

/** A place of our catalogue as `places` (GET /api/places) answers it. */
export interface CataloguePlace {
  id: string;
  name: string;
  description: string;
  /** The first of the asked interests the place matches. */
  category: string;
  themes: string[];
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Little known outside its region. */
  hiddenGem: boolean;
}

/** The wizard's interests and location, the same rule as the hidden gems (season does not apply). */
const placesInput = hiddenGemsInput.pick({ interests: true, location: true });

/** Our catalogue's places for some interests, in a state or the whole country; at most the shared limit. */
export function createPlaceCatalogue(deps: { places: readonly Place[] }) {
  return {
    find(input: unknown): CataloguePlace[] {
      const parsed = placesInput.safeParse(input);
      if (!parsed.success) {
        throw AppError.badInput(
          parsed.error.issues[0]?.message ?? 'Invalid request',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const state = stateOf(parsed.data.location);
      const wanted = parsed.data.interests.map((interest) => ({
        interest,
        themes: interestThemes(interest),
      }));
      const found: CataloguePlace[] = [];
      for (const place of deps.places) {
        if (place.country !== 'US' || (state && place.region !== state)) continue;
        const match = wanted.find(({ themes }) => placeMatches(place, themes));
        if (!match) continue;
        found.push({
          id: place.id,
          name: place.name,
          description: place.description,
          category: match.interest,
          themes: [...place.themes],
          city: place.town,
          state: areaName(place.country, place.region),
          latitude: place.lat,
          longitude: place.lng,
          hiddenGem: place.hiddenGem,
        });
      }
      return found
        .sort((a, b) => Number(b.hiddenGem) - Number(a.hiddenGem) || a.name.localeCompare(b.name))
        .slice(0, CATALOGUE_PLACES_LIMIT);
    },
  };
}
