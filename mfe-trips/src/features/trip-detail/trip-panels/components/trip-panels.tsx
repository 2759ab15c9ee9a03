// The trip page's panels below the day cards (spec 2 'Trip detail'): Smart Travel Recommendations,
// Trip Memories and Price Alerts.
import styled from 'styled-components';
import type { Notify } from '../../../../lib/shell-contract';
import { MemoriesPanel } from './memories-panel';
import { PriceAlertsPanel } from './price-alerts-panel';
import { RecommendationsPanel } from './recommendations-panel';

export interface TripPanelsProps {
  tripId: number;
  stopNames: string[];
  notify: Notify;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export function TripPanels({ tripId, stopNames, notify }: TripPanelsProps) {
  const uniqueStops = [...new Set(stopNames.filter((name) => name.trim() !== ''))];
  return (
    <Grid>
      <RecommendationsPanel tripId={tripId} />
      <MemoriesPanel tripId={tripId} stopNames={uniqueStops} notify={notify} />
      <PriceAlertsPanel tripId={tripId} stopNames={uniqueStops} notify={notify} />
    </Grid>
  );
}
