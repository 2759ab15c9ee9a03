import { z } from 'zod';
import { hiddenGemInterestSchema, hiddenGemSeasonSchema, optionalChoice } from '../rules/index.js';

/** `POST /api/analyze-stop`: the stop dialog sends the stop's name, address (or its name) and category. */
export const analyzeStopRequestSchema = z.object({
  name: z.string({ error: 'Stop name is required' }).trim().min(1, 'Stop name is required').max(200),
  address: z.string().trim().max(300).nullish(),
  category: z.string().trim().max(50).nullish(),
});

export const stopAnalysisSchema = z.object({
  description: z.string(),
  location: z.string(),
  howToGetThere: z.string(),
  generalInfo: z.string(),
  estimatedVisitDuration: z.string(),
  bestTimeToVisit: z.string(),
  highlights: z.array(z.string()),
  tips: z.array(z.string()),
  nearbyAttractions: z.array(z.string()),
  localCulture: z.string(),
});
/** The one StopAnalysis type: services/ai's stop analyst answers it, the gateway's REST route passes it on. */
export type StopAnalysis = z.output<typeof stopAnalysisSchema>;

/**
 * `POST /api/generate-hidden-gems`: interests are hidden-gem categories or builder themes (contracts/rules).
 * The location falls back to the whole country when blank (spec 5).
 */
export const hiddenGemsRequestSchema = z.object({
  interests: z
    .array(hiddenGemInterestSchema, { error: 'Interests must be a list' })
    .min(1, 'Choose at least one interest')
    .max(12, 'Choose at most 12 interests'),
  location: z.string().trim().max(100).nullish(),
  /** A season or 'any'; blank means any. */
  season: optionalChoice(hiddenGemSeasonSchema),
  radius: z.number().positive().max(5000).nullish(),
});

export const hiddenGemSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  rating: z.number(),
  priceRange: z.string(),
  specialFeatures: z.array(z.string()).max(3),
  estimatedVisitTime: z.string(),
  bestTimeToVisit: z.string(),
  imageUrl: z.string().nullable(),
  imageCredit: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type HiddenGem = z.infer<typeof hiddenGemSchema>;
export const hiddenGemsResponseSchema = z.object({ hiddenGems: z.array(hiddenGemSchema) });

/**
 * `GET /api/places?interests=a,b&location=Utah`: catalogue places for the chosen interests (gem categories or
 * builder themes, comma-separated or repeated), in one of the wizard's locations or the whole country.
 */
export const placesRequestSchema = z.object({
  interests: z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '' && item !== undefined),
    z
      .array(hiddenGemInterestSchema, { error: 'Interests must be a list' })
      .min(1, 'Choose at least one interest')
      .max(12, 'Choose at most 12 interests'),
  ),
  location: z.string().trim().max(100).optional(),
});

export const cataloguePlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  themes: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  hiddenGem: z.boolean(),
});
export type CataloguePlace = z.infer<typeof cataloguePlaceSchema>;
/** At most CATALOGUE_PLACES_LIMIT (contracts/rules) places. */
export const placesResponseSchema = z.array(cataloguePlaceSchema);

/** `GET /api/trips/{id}/smart-recommendations`: a list. */
export const smartRecommendationSchema = z.object({
  id: z.number().int(),
  location: z.string(),
  recommendationType: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  confidence: z.number().int().min(0).max(100),
  dataSource: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type SmartRecommendation = z.infer<typeof smartRecommendationSchema>;
export const smartRecommendationsResponseSchema = z.array(smartRecommendationSchema);
