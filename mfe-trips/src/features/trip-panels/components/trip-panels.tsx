// The trip page's side panels: Smart Travel Recommendations, Trip Memories and Price Alerts.
// (Placeholder with the final props; the panels follow.)
import type { Notify } from '../../../lib/shell-contract';

export interface TripPanelsProps {
  tripId: number;
  stopNames: string[];
  notify: Notify;
}

export function TripPanels(props: TripPanelsProps) {
  return <section aria-label="Trip panels" data-trip-id={props.tripId} />;
}
