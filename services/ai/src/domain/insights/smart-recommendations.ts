import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AnnualEvent, Place, Region, Season } from '../../data/catalogue-schema.js';
import { SEASONS } from '../../data/catalogue-schema.js';
import { greatCircleKm } from '../geo/distance.js';
import { normalizePlaceName, type Gazetteer } from '../geo/gazetteer.js';
import { monthsOf, nextSeasonWindow, regionFor, seasonOfMonth } from './regions.js';

/**
 * Smart recommendations for a trip, from facts we hold: seasonal climate by region, seasonal
 * closures of the trip's own places, well-known annual events near its stops, and crowd timing.
 */
export const tripForRecommendations = z.object({
  season: z.enum(SEASONS).nullish(),
  stops: z
    .array(
      z.object({
        name: z.string().max(500),
        category: z.string().max(50).nullish(),
        latitude: z.number().min(-90).max(90).nullish(),
        longitude: z.number().min(-180).max(180).nullish(),
      }),
    )
    .max(400),
});
export type TripForRecommendations = z.input<typeof tripForRecommendations>;

export interface SmartRecommendation {
  id: number;
  location: string;
  recommendationType: string;
  title: string;
  description: string;
  /** Integer percent. */
  confidence: number;
  dataSource: string;
  metadata: Record<string, unknown>;
  validFrom: Date;
  validUntil: Date;
}

export const MAX_RECOMMENDATIONS = 8;
const CLIMATE_SOURCE = 'Byway seasonal climate facts (typical values)';
const PLACES_SOURCE = 'Byway place catalogue';
const EVENTS_SOURCE = 'Byway annual events list';

/** A stable numeric id for the same advice about the same place, so clients can key on it. */
function stableId(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) & 0x7fffffff;
}

export function createRecommender(deps: {
  places: readonly Place[];
  regions: readonly Region[];
  events: readonly AnnualEvent[];
  gazetteer: Gazetteer;
  now?: () => Date;
}) {
  const byName = new Map(deps.places.map((place) => [normalizePlaceName(place.name), place]));
  const now = deps.now ?? (() => new Date());

  return {
    forTrip(input: TripForRecommendations): SmartRecommendation[] {
      const trip = tripForRecommendations.parse(input);
      const season: Season = trip.season ?? seasonOfMonth(now().getUTCMonth() + 1);
      const window = nextSeasonWindow(season, now());
      const located = trip.stops
        .filter((stop) => typeof stop.latitude === 'number' && typeof stop.longitude === 'number')
        .map((stop) => ({ ...stop, lat: stop.latitude as number, lng: stop.longitude as number }));
      const out: SmartRecommendation[] = [];
      const base = { validFrom: window.from, validUntil: window.until };

      // Weather: one line per region the trip passes through, with an indoor plan B when it is wet or hot.
      const seenRegions = new Set<string>();
      for (const stop of located) {
        const town = deps.gazetteer.nearestTown(stop, 0);
        if (!town) continue;
        const region = regionFor(deps.regions, town.country, town.country === 'US' ? town.admin : null);
        if (!region || seenRegions.has(region.id)) continue;
        seenRegions.add(region.id);
        const climate = region.climate[season];
        const wet = climate.precipChance >= 35;
        const hot = climate.highF >= 90;
        const cold = climate.highF <= 40;
        const indoor = deps.places
          .filter((place) => place.indoor && greatCircleKm(place, stop) < 80)
          .sort((a, b) => greatCircleKm(a, stop) - greatCircleKm(b, stop))[0];
        const condition = hot ? 'hot' : wet ? 'wet' : cold ? 'cold' : 'mild';
        const advice = {
          hot: `Typical ${season} highs near ${climate.highF}°F: start early, rest through the afternoon heat.`,
          wet: `About ${climate.precipChance}% of ${season} days bring rain or snow: keep an indoor option ready.`,
          cold: `Cold ${season} days (highs near ${climate.highF}°F, lows near ${climate.lowF}°F): pack layers and check road conditions.`,
          mild: `Usually pleasant in ${season}: highs near ${climate.highF}°F, lows near ${climate.lowF}°F.`,
        }[condition];
        out.push({
          ...base,
          id: stableId('weather', region.id, season),
          location: region.name,
          recommendationType: 'weather_alternative',
          title:
            condition === 'mild'
              ? `${region.name} weather in ${season}`
              : `Plan B for ${condition} weather in ${region.name}`,
          description: `${advice}${indoor && condition !== 'mild' ? ` ${indoor.name} in ${indoor.town} is a good indoor alternative.` : ''} Typical values for ${region.climateOf}; check the forecast before you go.`,
          confidence: condition === 'mild' ? 60 : hot || climate.precipChance >= 50 ? 85 : 70,
          dataSource: CLIMATE_SOURCE,
          metadata: {
            temperature: climate.highF,
            precipitation: climate.precipChance,
            windSpeed: climate.windMph,
          },
        });
        for (const hazard of region.seasonalHazards.filter((entry) => entry.season === season)) {
          out.push({
            ...base,
            id: stableId('hazard', region.id, hazard.type, season),
            location: region.name,
            recommendationType: 'avoid_warning',
            title: `${hazard.type.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())} risk in ${region.name}`,
            description: hazard.text,
            confidence: 75,
            dataSource: CLIMATE_SOURCE,
            metadata: { type: hazard.type, reportedBy: 1 },
          });
        }
      }

      // Closures and crowds at the trip's own places.
      for (const stop of located) {
        const place = byName.get(normalizePlaceName(stop.name));
        if (!place) continue;
        if (place.closedSeasons?.includes(season)) {
          out.push({
            ...base,
            id: stableId('closure', place.id, season),
            location: place.name,
            recommendationType: 'avoid_warning',
            title: `${place.name} is usually closed in ${season}`,
            description: `${place.name} (or its access road) is usually closed or unsafe in ${season}. Check with the operator before you count on it.`,
            confidence: 90,
            dataSource: PLACES_SOURCE,
            metadata: { type: 'seasonal_closure', reportedBy: 1 },
          });
        } else if (place.popularity === 1 && place.seasons.includes(season)) {
          out.push({
            ...base,
            id: stableId('crowds', place.id, season),
            location: place.name,
            recommendationType: 'crowd_timing',
            title: `Beat the crowds at ${place.name}`,
            description: `${season.replace(/^./, (c) => c.toUpperCase())} is peak season at ${place.name}: arrive before 9 am or after 4 pm, and check whether timed entry or reservations apply.`,
            confidence: 70,
            dataSource: PLACES_SOURCE,
            metadata: { type: 'crowds', reportedBy: 1 },
          });
        }
      }

      // Annual events near the stops in the trip's season.
      const months = monthsOf(season);
      for (const event of deps.events) {
        if (!event.months.some((month) => months.includes(month))) continue;
        if (!located.some((stop) => greatCircleKm(stop, event) < 60)) continue;
        const month = event.months.find((m) => months.includes(m)) ?? event.months[0] ?? 1;
        const year =
          month < (months[0] ?? 1) ? window.from.getUTCFullYear() + 1 : window.from.getUTCFullYear();
        out.push({
          ...base,
          id: stableId('event', event.id, String(year)),
          location: `${event.town}${event.region ? `, ${event.region}` : ''}`,
          recommendationType: 'local_event',
          title: event.name,
          description: `${event.description} Usually held in ${new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })}; check the exact dates.`,
          confidence: 65,
          dataSource: EVENTS_SOURCE,
          metadata: {
            startDate: new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10),
            endDate: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10),
            venue: event.venue,
            sourceUrl: event.sourceUrl,
          },
        });
      }

      return out.sort((a, b) => b.confidence - a.confidence || a.id - b.id).slice(0, MAX_RECOMMENDATIONS);
    },
  };
}
