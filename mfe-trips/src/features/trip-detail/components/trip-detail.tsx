import { useCallback, useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, StateBox, ButtonLink } from '@byway/web-ui';
import type { Notify, RemoteProps } from '../../../lib/shell-contract';
import { LoadFailed } from '../../../components/load-failed';
import { Page } from '../../../components/page';
import { SpreadRow } from '../../../components/spread-row';
import { ShareTripDialog } from '../../../components/share-trip/share-trip-dialog';
import { useTripDetail } from '../api/trip-detail';
import { DistanceUnitPreferenceContext } from '../../../lib/distance';
import { TripView } from './trip-view';

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export { regenerationFailure } from './itinerary-actions';

function NotFound() {
  return (
    <StateBox>
      <h3>Trip not found</h3>
      <p>This trip doesn&apos;t exist or isn&apos;t yours.</p>
      <ButtonLink to="/trips">Back to Trips</ButtonLink>
    </StateBox>
  );
}

/** Reads a numeric trip id from the route; anything else is no trip. */
export function parseTripId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The trip page for a trip id (spec 2, Trip detail). */
export function TripDetailView({ tripId, notify }: { tripId: number | null; notify: Notify }) {
  const { data, loading, error, refetch } = useTripDetail(tripId);
  const trip = tripId === null ? null : (data?.trip ?? null);
  // The whole trip page is rendered as deferred work, which React splits into short tasks: rendered in
  // one go it blocked the main thread for about half a second as the trip arrived (issue 21, TBT).
  const shown = useDeferredValue(trip);
  const [sharing, setSharing] = useState(false);
  const closeShare = useCallback(() => setSharing(false), []);

  let body;
  if (tripId === null) body = <NotFound />;
  else if ((loading && !data) || (trip && shown?.id !== trip.id))
    body = <Spinner label="Loading your trip..." />;
  else if (error && !data) body = <LoadFailed title="We couldn't load this trip" retry={refetch} />;
  else if (!trip) body = <NotFound />;
  else body = <TripView key={trip.id} trip={shown ?? trip} notify={notify} refetch={() => refetch()} />;

  return (
    <Page $gap="lg">
      <SpreadRow>
        <BackLink to="/trips">← Back to Trips</BackLink>
        {/* Laid out (unseen) before the trip loads, so the row keeps its height (issue 21: no shift). */}
        <Button
          $variant="secondary"
          onClick={() => setSharing(true)}
          style={trip ? undefined : { visibility: 'hidden' }}
        >
          Share Trip
        </Button>
      </SpreadRow>
      {body}
      {trip && (
        <ShareTripDialog
          trip={{
            id: trip.id,
            title: trip.title,
            startLocation: trip.startLocation,
            endLocation: trip.endLocation,
            totalDays: trip.totalDays,
            description: trip.description,
            isPublic: trip.isPublic,
          }}
          open={sharing}
          onClose={closeShare}
          // Co-travellers see the trip too (issue 22); sharing it stays the owner's.
          isOwner={trip.role === 'owner'}
          notify={notify}
        />
      )}
    </Page>
  );
}

/** Exposed as mfe_trips/TripDetail: the page at /trip/:id. */
export function TripDetail({ notify, user }: RemoteProps) {
  const { id } = useParams();
  return (
    <DistanceUnitPreferenceContext.Provider value={user?.distanceUnits ?? null}>
      <TripDetailView tripId={parseTripId(id)} notify={notify} />
    </DistanceUnitPreferenceContext.Provider>
  );
}
