import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notify } from '../../../lib/shell-contract';
import { useChooseTripRoute } from '../api/choose-trip-route';
import type { TripDetailTrip } from '../api/trip-detail';

export const ROUTE_NOT_KEPT_MESSAGE =
  "We couldn't keep your choice of route. It shows here for now; choose it again to save it.";

/**
 * The route option shown on the trip page (issue 21): the one the traveller chose last time, and a new
 * choice is kept on the server, so a reload, the dashboard, the public page and the exports follow it.
 * The page switches at once; if keeping it fails the traveller is told, and the page keeps showing it.
 */
export function useChosenRoute(
  trip: Pick<TripDetailTrip, 'id' | 'selectedRouteIndex' | 'routeOptions'>,
  notify: Notify,
): [number, (index: number, options?: { keep?: boolean }) => void] {
  const [shown, setShown] = useState(trip.selectedRouteIndex);
  const [keep] = useChooseTripRoute();
  // The stored choice changes under us after a regeneration or in another tab: follow it.
  const stored = useRef(trip.selectedRouteIndex);
  useEffect(() => {
    if (stored.current !== trip.selectedRouteIndex) {
      stored.current = trip.selectedRouteIndex;
      setShown(trip.selectedRouteIndex);
    }
  }, [trip.selectedRouteIndex]);

  const choose = useCallback(
    (index: number, options: { keep?: boolean } = {}) => {
      setShown(index);
      if (options.keep === false || index === stored.current) return;
      keep({ variables: { id: trip.id, routeIndex: index } })
        .then(({ data }) => {
          if (data) stored.current = data.chooseTripRoute.selectedRouteIndex;
        })
        .catch(() =>
          notify({ title: 'Route not saved', description: ROUTE_NOT_KEPT_MESSAGE, variant: 'destructive' }),
        );
    },
    [keep, notify, trip.id],
  );
  const index = shown < Math.max(trip.routeOptions.length, 1) ? shown : 0;
  return [index, choose];
}
