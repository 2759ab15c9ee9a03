import { useCallback } from 'react';
import type { Notify } from '../../../lib/shell-contract';
import type { DashboardTrip } from '../api/dashboard-trips';
import { tripTitle } from '../components/trip-card-text';

/**
 * Spec 7: sharing from the dashboard calls no API. The device share sheet gets the title, a short text and
 * {origin}/public-trip/{id}; without a share sheet (or when it fails) text and link go to the clipboard.
 */
export function useShareTrip(notify: Notify): (trip: DashboardTrip) => Promise<void> {
  return useCallback(
    async (trip: DashboardTrip) => {
      const title = tripTitle(trip);
      const url = `${window.location.origin}/public-trip/${trip.id}`;
      const text = `${title}\n${trip.startLocation} to ${trip.endLocation}, ${trip.totalDays} ${
        trip.totalDays === 1 ? 'day' : 'days'
      }\nPlanned with Byway`;

      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url });
          return;
        } catch (error) {
          // The traveller closed the sheet: nothing to report.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(`${text}\n${url}`);
        notify({ title: 'Trip shared!', description: 'Link copied to clipboard' });
      } catch {
        notify({
          title: 'Copy failed',
          description: 'Unable to copy link. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [notify],
  );
}
