import styled from 'styled-components';
import { OutlineLink } from '../../../components/outline-link';
import { Card } from './day-card';

/** Issue 11's downloads, each served by the gateway's REST adapter for the owner of the trip. */
const FORMATS = [
  { extension: 'gpx', label: 'GPX (navigation apps)' },
  { extension: 'kml', label: 'KML (Google Earth)' },
  { extension: 'ics', label: 'Calendar (ICS)' },
] as const;

/** The file of a trip for one route option, as `GET /api/trips/{id}/export.{gpx|kml|ics}` serves it. */
export function tripExportUrl(tripId: number, extension: string, routeIndex: number): string {
  return `/api/trips/${tripId}/export.${extension}?route=${routeIndex}`;
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

/** 'Export': the chosen route as files for navigation apps, Google Earth and a calendar. */
export function TripExport({
  tripId,
  routeIndex,
  routeName,
}: {
  tripId: number;
  routeIndex: number;
  routeName: string | null;
}) {
  return (
    <Card aria-labelledby="export-trip" aria-describedby="export-trip-route">
      <h2 id="export-trip">Export</h2>
      <p id="export-trip-route">
        {routeName ? `${routeName}: each` : 'Each'} day&apos;s stops, drive and overnight, ready for
        navigation apps, Google Earth or your calendar.
      </p>
      <Links>
        {FORMATS.map(({ extension, label }) => (
          <li key={extension}>
            {/* A plain link, not a router link: the browser downloads the file the gateway answers. */}
            <OutlineLink href={tripExportUrl(tripId, extension, routeIndex)} download>
              {label}
            </OutlineLink>
          </li>
        ))}
      </Links>
    </Card>
  );
}
