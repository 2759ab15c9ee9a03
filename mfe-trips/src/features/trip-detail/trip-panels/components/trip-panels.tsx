// The trip page's panels below the day cards (spec 2 'Trip detail'): Smart Travel Recommendations,
// Trip Memories and Price Alerts; then the trip's Travel companions (issue 22).
import styled from 'styled-components';
import type { TripRole } from '@byway/contracts/rules';
import type { Notify } from '../../../../lib/shell-contract';
import { TravelCompanions } from '../../companions/components/travel-companions';
import { MemoriesPanel } from './memories-panel';
import { PriceAlertsPanel } from './price-alerts-panel';
import { RecommendationsPanel } from './recommendations-panel';

export interface TripPanelsProps {
  tripId: number;
  stopNames: string[];
  /** The caller's relation to the trip: the companions card is for those on it. */
  role?: TripRole | null;
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

export function TripPanels({ tripId, stopNames, role, notify }: TripPanelsProps) {
  const uniqueStops = [...new Set(stopNames.filter((name) => name.trim() !== ''))];
  return (
    <>
      <Grid>
        <RecommendationsPanel tripId={tripId} />
        <MemoriesPanel tripId={tripId} stopNames={uniqueStops} notify={notify} />
        <PriceAlertsPanel tripId={tripId} stopNames={uniqueStops} notify={notify} />
      </Grid>
      <TravelCompanions tripId={tripId} role={role} notify={notify} />
    </>
  );
}
