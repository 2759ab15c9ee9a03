import { distanceUnitOfCountry, formatDistance, type DistanceUnit } from '@byway/contracts/rules';
import { analyzeStopRequestSchema, type StopAnalysis } from '@byway/contracts/rest';
import { AppError } from '@byway/kit';
import type { Place, Region, ThemeId } from '../../data/catalogue-schema.js';
import { greatCircleKm } from '../geo/distance.js';
import { normalizePlaceName, townLabel, type Gazetteer, type Town } from '../geo/gazetteer.js';
import { estimateLeg, formatDuration } from '../geo/road-estimate.js';
import { addressOf } from '../planner/stop-text.js';
import { areaName, minutesText, regionFor, regionOfPlace, seasonsText } from './regions.js';

/** Practical advice by theme, in our own words. */
const THEME_TIPS: Partial<Record<ThemeId, string>> = {
  nature: 'Carry more water than you expect to need and tell someone your route if you hike.',
  adventure: 'Book guided trips and rentals ahead in peak season, and check age or fitness limits.',
  'scenic-drives': 'Fill the tank before you set out; services can be far apart on scenic roads.',
  photography: 'Come in the first or last hour of daylight for the softest light and fewer people.',
  history: 'Check opening days before you go; smaller museums often close one or two days a week.',
  'arts-culture': "Look for free-admission days and guided tours in the venue's calendar.",
  wellness: 'Bring a towel and sandals, and drink plenty of water around hot springs.',
  spiritual: 'Dress modestly and keep voices low; services may limit visiting hours.',
  music: 'Check the event calendar and buy tickets early for popular nights.',
  foodie: 'Go slightly before the lunch or dinner rush to avoid the longest waits.',
  breweries: 'Plan a designated driver, or taste small pours and stay for a meal.',
  quirky: 'It is usually a quick stop: a photo, a stretch and back on the road.',
  shopping: 'Many independent shops close early on Sundays and Mondays.',
  lodging: 'Historic lodges book up months ahead; ask about cancellations for last-minute rooms.',
};

const COST_TEXT: Record<Place['cost'], string> = {
  free: 'Free to visit.',
  $: 'A small entrance or parking fee may apply.',
  $$: 'Expect an entrance fee (a park pass may cover it).',
  $$$: 'One of the pricier stops: tickets or tours cost more, so book ahead.',
};

/**
 * The stop dialog's 'AI analysis' (spec section 3, Stop analysis), from our catalogue and gazetteer. The
 * request is the REST contract's analyzeStopRequestSchema, the answer its StopAnalysis (stopAnalysisSchema's
 * output type, the fields of GraphQL's StopAnalysis).
 */
export function createStopAnalyst(deps: {
  places: readonly Place[];
  regions: readonly Region[];
  gazetteer: Gazetteer;
}) {
  const { places, regions, gazetteer } = deps;
  const byName = new Map(places.map((place) => [normalizePlaceName(place.name), place]));

  // Distances in the unit of the country the stop is in ('12 km away' in Italy, '8 mi' in Utah).
  function nearby(
    point: { lat: number; lng: number },
    excludeId: string | null,
    unit: DistanceUnit,
  ): string[] {
    return places
      .filter((place) => place.id !== excludeId)
      .map((place) => ({ place, km: greatCircleKm(point, place) }))
      .filter(({ km }) => km < 80)
      .sort((a, b) => a.km - b.km)
      .slice(0, 4)
      .map(({ place, km }) => `${place.name} (${formatDistance(km * 1.25, unit)} away, estimated)`);
  }

  function hubFor(point: { lat: number; lng: number }): Town | undefined {
    return gazetteer.nearestTown(point, 50_000);
  }

  function howToGetThere(point: { lat: number; lng: number }, localTown: string, unit: DistanceUnit): string {
    const hub = hubFor(point);
    if (!hub || greatCircleKm(hub, point) < 5)
      return `It is in ${localTown}; parking and transit details are on local visitor sites.`;
    const leg = estimateLeg(hub, point);
    return `From ${townLabel(hub)}, allow about ${formatDuration(leg.hours)} by car (${formatDistance(leg.km, unit)}, estimated). Use 'Open in Maps' for live directions.`;
  }

  function analyzePlace(place: Place): StopAnalysis {
    const region = regionOfPlace(regions, place);
    const tips = [
      ...place.themes
        .map((theme) => THEME_TIPS[theme])
        .filter((tip): tip is string => Boolean(tip))
        .slice(0, 2),
      ...(place.popularity <= 2 ? ['Arrive early or late in the day: midday is the busiest time.'] : []),
      ...(place.closedSeasons?.length
        ? [`Usually closed or hard to reach in ${seasonsText(place.closedSeasons)}.`]
        : []),
      ...(region?.seasonalHazards.slice(0, 1).map((hazard) => `In ${hazard.season}: ${hazard.text}`) ?? []),
    ];
    return {
      description: place.description,
      location: `${addressOf(place)} (${place.lat.toFixed(4)}, ${place.lng.toFixed(4)})`,
      howToGetThere: howToGetThere(place, place.town, distanceUnitOfCountry(place.country)),
      generalInfo: `${COST_TEXT[place.cost]} ${place.indoor ? 'Mostly indoors, so a good choice in any weather.' : 'Mostly outdoors: dress for the weather.'}`,
      estimatedVisitDuration: minutesText(place.visitMinutes),
      bestTimeToVisit: `Best in ${seasonsText(place.seasons)}.${place.themes.includes('photography') ? ' Early morning and late afternoon light are best for photos.' : ''}`,
      highlights: [...place.highlights],
      tips,
      nearbyAttractions: nearby(place, place.id, distanceUnitOfCountry(place.country)),
      localCulture: region?.culture ?? `Part of ${areaName(place.country, place.region)}.`,
    };
  }

  function analyzeTown(town: Town, name: string): StopAnalysis {
    const region = regionFor(regions, town.country, town.country === 'US' ? town.admin : null);
    const label = townLabel(town);
    const size = town.population >= 100_000 ? 'city' : 'town';
    return {
      description:
        town.population > 0
          ? `${name} is in ${label}, a ${size} of about ${town.population.toLocaleString('en-US')} people.`
          : `${name} is in ${label}, a small town.`,
      location: `${label} (${town.lat.toFixed(4)}, ${town.lng.toFixed(4)})`,
      howToGetThere: howToGetThere(town, label, distanceUnitOfCountry(town.country)),
      generalInfo: 'A town stop: parking is usually easiest just off the main street.',
      estimatedVisitDuration: minutesText(60),
      bestTimeToVisit: 'Any time of year; weekday mornings are quietest.',
      highlights: [`Downtown ${town.name}`],
      tips: ['Ask at the local visitor centre for what is on today.'],
      nearbyAttractions: nearby(town, null, distanceUnitOfCountry(town.country)),
      localCulture:
        region?.culture ?? `Part of ${areaName(town.country, town.country === 'US' ? town.admin : null)}.`,
    };
  }

  return {
    analyze(input: unknown): StopAnalysis {
      const parsed = analyzeStopRequestSchema.safeParse(input);
      if (!parsed.success) {
        throw AppError.badInput(
          parsed.error.issues[0]?.message ?? 'Invalid stop',
          parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      const { name, address } = parsed.data;
      const place = byName.get(normalizePlaceName(name));
      if (place) return analyzePlace(place);
      // Town-level stops ('Lunch in downtown Moab') and custom stops are placed by their address.
      for (const text of [address, name.replace(/^.*\b(?:in|at|of|near)\s+(?:downtown\s+)?/i, ''), name]) {
        if (!text) continue;
        try {
          const resolved = gazetteer.resolve(text);
          if (resolved.kind === 'landmark') {
            const landmark = byName.get(normalizePlaceName(resolved.name));
            if (landmark) return analyzePlace(landmark);
          }
          const nearest = gazetteer.nearestTown(resolved, 0);
          // A village we know only by name (no GeoNames row) is itself, not the nearest bigger town.
          const town: Town | undefined =
            resolved.kind === 'town' && resolved.population === 0 && nearest?.name !== resolved.name
              ? {
                  name: resolved.name,
                  country: resolved.country,
                  admin: resolved.state ?? '',
                  population: 0,
                  lat: resolved.lat,
                  lng: resolved.lng,
                }
              : nearest;
          if (town) return analyzeTown(town, name);
        } catch {
          // Try the next way of reading the stop.
        }
      }
      throw AppError.badInput(
        `We couldn't find "${name}"${address ? ` at "${address}"` : ''} to analyse. Check the name and address.`,
      );
    },
  };
}

export type StopAnalyst = ReturnType<typeof createStopAnalyst>;
