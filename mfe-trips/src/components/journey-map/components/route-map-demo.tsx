import { useState } from 'react';
import styled from 'styled-components';
import { Page } from '../../page';
import { DEMO_ROUTE } from '../lib/demo-route';
import { inRouteOrder, JourneyMap } from './journey-map';

const DemoPage = styled(Page).attrs({ $gap: 'lg' as const })`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stops = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: 1.4rem;
`;

/** /test-map (public): the journey map with a real route, for trying the map without a trip. */
export function RouteMapDemo() {
  const [selectedDay, setSelectedDay] = useState<number | null>(null);
  const stops = inRouteOrder([...DEMO_ROUTE.stops]);
  const shown = selectedDay === null ? stops : stops.filter((stop) => stop.dayNumber === selectedDay);
  return (
    <DemoPage>
      <header>
        <h1>Route Map Demo</h1>
        <p>
          {DEMO_ROUTE.from} to {DEMO_ROUTE.to} along {DEMO_ROUTE.via}: {stops.length} real stops over{' '}
          {new Set(stops.map((stop) => stop.dayNumber)).size} days.
        </p>
      </header>
      <JourneyMap stops={stops} selectedDay={selectedDay} onSelectDay={setSelectedDay} />
      <section aria-labelledby="demo-stops">
        <h2 id="demo-stops">{selectedDay === null ? 'All stops' : `Day ${selectedDay} stops`}</h2>
        <Stops>
          {shown.map((stop) => (
            <li key={stop.name}>
              {stop.name} (Day {stop.dayNumber})
            </li>
          ))}
        </Stops>
      </section>
    </DemoPage>
  );
}
