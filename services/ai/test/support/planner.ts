import { kmFromDistanceText, kmToMiles } from '@byway/contracts/rules';
import { catalogue } from '../../src/data/catalogue.js';
import { createGazetteer } from '../../src/domain/geo/gazetteer.js';
import { estimateRouting } from '../../src/domain/geo/routing.js';
import { createOfflinePlanner } from '../../src/domain/planner/offline-planner.js';
import { tripRequestSchema } from '../../src/domain/planner/request.js';

/** The real offline planner over the real catalogue, with the road estimate (no routing server). */
export const data = catalogue();
export const gazetteer = createGazetteer(data.places);
export const planner = createOfflinePlanner({ places: data.places, gazetteer, routing: estimateRouting });
/** Takes loosely typed input on purpose: the schema checks it, as it does for real callers. */
export const plan = (input: Record<string, unknown>) => planner.plan(tripRequestSchema.parse(input));

/** '7h 20m', '45 min', '3h' in hours. */
export function hoursOf(text: string): number {
  const hours = /(\d+)h/.exec(text)?.[1];
  const minutes = /(\d+)\s*(?:m\b|min)/.exec(text)?.[1];
  return Number(hours ?? 0) + Number(minutes ?? 0) / 60;
}

/** '354 mi', '412 miles', '280 km' in miles (plans write km where the trip's country uses them). */
export const milesOf = (text: string) => kmToMiles(kmFromDistanceText(text) ?? NaN);
