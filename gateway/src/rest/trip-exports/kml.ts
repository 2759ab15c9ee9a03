import { dayDrive, dayLabel, dayRoute, isPlaced, stopDetails, stopsOfDay, type ExportTrip } from './input.js';
import { degrees, element, XML_DECLARATION } from './xml.js';

/**
 * KML 2.2 for Google Earth: a folder per day holding a placemark per stop and, when the day has two or
 * more points to join, the day's line from the previous night's stop through them in order. Stops without
 * coordinates are left out.
 */
export function tripKml(trip: ExportTrip): string {
  const folders = trip.days.flatMap((day) => {
    const stops = stopsOfDay(trip, day.day).filter(isPlaced);
    if (stops.length === 0) return [];
    const placemarks = stops.map(
      (stop) =>
        `      <Placemark>${element('name', stop.name)}${element('description', stopDetails(stop))}` +
        `<Point><coordinates>${degrees(stop.lng)},${degrees(stop.lat)}</coordinates></Point></Placemark>`,
    );
    const route = dayRoute(trip, day.day);
    const line =
      route.length < 2
        ? []
        : [
            `      <Placemark>${element('name', `${dayLabel(day)} (route)`)}<LineString><tessellate>1</tessellate>` +
              `<coordinates>${route.map((stop) => `${degrees(stop.lng)},${degrees(stop.lat)}`).join(' ')}` +
              '</coordinates></LineString></Placemark>',
          ];
    const drive = dayDrive(trip, day);
    return [
      '    <Folder>',
      `      ${element('name', dayLabel(day))}`,
      ...(drive ? [`      ${element('description', drive)}`] : []),
      ...placemarks,
      ...line,
      '    </Folder>',
    ];
  });
  return [
    XML_DECLARATION,
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    ${element('name', trip.title)}`,
    ...folders,
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
}
