import styled from 'styled-components';
import { Button } from '@byway/web-ui';
import { Fact } from '../../../components/fact';
import type { TripDetailStop, TripDetailTrip } from '../api/trip-detail';
import { coordinatesOf, directionsUrl, openInNewTab } from '../lib/maps-links';
import { routeLengthText, useDistanceUnitPreference, type RouteLength } from '../../../lib/distance';
import { Card } from './day-card';

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  margin: ${({ theme }) => theme.space.md} 0;

  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 700;
  }
`;

/** 'Complete Journey Overview': the shown route's stops, days, drive time and distance, and its directions. */
export function JourneyOverview({
  trip,
  option,
  stops,
  hours,
}: {
  trip: TripDetailTrip;
  option: RouteLength | undefined;
  stops: TripDetailStop[];
  hours: string;
}) {
  const preference = useDistanceUnitPreference();
  const url = directionsUrl(stops.map(coordinatesOf).filter((at) => at !== null));
  return (
    <Card aria-labelledby="journey-overview">
      <h2 id="journey-overview">Complete Journey Overview</h2>
      <Stats>
        <Fact term="Stops">{stops.length}</Fact>
        <Fact term="Days">{trip.totalDays}</Fact>
        <Fact term="Drive time">{hours}</Fact>
        {option && <Fact term="Distance">{routeLengthText(option, preference)}</Fact>}
      </Stats>
      <Button disabled={!url} onClick={() => url && openInNewTab(url)}>
        Navigate Complete Route
      </Button>
    </Card>
  );
}
