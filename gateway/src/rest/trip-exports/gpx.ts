import { formatDistance } from '@byway/contracts/rules';
import {
  dayDrive,
  dayLabel,
  dayRoute,
  isPlaced,
  stopDetails,
  stopsOfDay,
  type ExportTrip,
  type PlacedStop,
} from './input.js';
import { degrees, element, XML_DECLARATION } from './xml.js';

/**
 * GPX 1.1 for navigation apps: a waypoint per stop, then a route per day from the previous night's stop
 * through that day's stops in order. Stops without coordinates cannot be placed and are left out; so is a
 * day with no placed stop.
 */
export function tripGpx(trip: ExportTrip): string {
  const placed = trip.stops.filter(isPlaced);
  const point = (tag: 'wpt' | 'rtept', stop: PlacedStop) =>
    `<${tag} lat="${degrees(stop.lat)}" lon="${degrees(stop.lng)}">` +
    element('name', stop.name) +
    element('desc', stopDetails(stop)) +
    element('type', stop.category) +
    `</${tag}>`;
  const waypoints = placed.map((stop) => `  ${point('wpt', stop)}`);
  const routes = trip.days.flatMap((day) => {
    if (!stopsOfDay(trip, day.day).some(isPlaced)) return [];
    const points = dayRoute(trip, day.day).map((stop) => `    ${point('rtept', stop)}`);
    const name = element('name', dayLabel(day)) + element('desc', dayDrive(trip, day));
    return [`  <rte>${name}<number>${day.day}</number>`, ...points, '  </rte>'];
  });
  const distance =
    trip.totalKm === null ? '' : `, ${formatDistance(trip.totalKm, trip.distanceUnit)} (estimate)`;
  const description = `${trip.routeName ? `${trip.routeName}, ` : ''}${trip.totalDays} days${distance}`;
  return [
    XML_DECLARATION,
    '<gpx version="1.1" creator="Byway" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata>${element('name', trip.title)}${element('desc', description)}</metadata>`,
    ...waypoints,
    ...routes,
    '</gpx>',
    '',
  ].join('\n');
}
