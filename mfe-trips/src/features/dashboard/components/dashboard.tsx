import { useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, Spinner, StateBox } from '@byway/web-ui';
import type { RemoteProps } from '../../../lib/shell-contract';
import { LoadFailed } from '../../../components/load-failed';
import { Page } from '../../../components/page';
import { SpreadRow } from '../../../components/spread-row';
import { ShareTripDialog } from '../../../components/share-trip/share-trip-dialog';
import { TripGrid, useTripGradient } from '../../../components/trip-grid';
import { useDashboardTrips, type DashboardTrip } from '../api/dashboard-trips';
import { useShareTrip } from '../hooks/use-share-trip';
import { isUnauthenticated, useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { FeatureCards } from './feature-cards';
import { TripCard } from './trip-card';
import { tripTitle } from './trip-card-text';

/** Spec 9: the dashboard shows at most the first 6 trips. */
export const DASHBOARD_TRIP_LIMIT = 6;

const Welcome = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onPrimary};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    opacity: 0.9;
  }
`;

const SectionHead = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

function Trips({ notify }: Pick<RemoteProps, 'notify'>) {
  const gradientOf = useTripGradient();
  const { data, loading, error, refetch } = useDashboardTrips();
  const unauthorized = isUnauthenticated(error);
  useUnauthorizedRedirect(unauthorized, notify);
  const share = useShareTrip(notify);
  // A private trip's link opens nothing: Share then asks to make it public first (the Share dialog).
  const [privateTrip, setPrivateTrip] = useState<DashboardTrip | null>(null);

  if (loading && !data) return <Spinner label="Loading your trips..." />;
  if (unauthorized) return <Spinner label="Signing you in again..." />;
  if (error) return <LoadFailed title="We couldn't load your trips" retry={refetch} />;
  const trips = data?.myTrips ?? [];
  if (trips.length === 0) {
    return (
      <StateBox>
        <h3>No trips yet</h3>
        <p>Your next road trip is a few questions away.</p>
        <ButtonLink to="/trip-builder">Plan Your First Trip</ButtonLink>
      </StateBox>
    );
  }
  return (
    <TripGrid>
      {trips.slice(0, DASHBOARD_TRIP_LIMIT).map((trip) => (
        <TripCard
          key={trip.id}
          trip={trip}
          gradient={gradientOf(trip.id)}
          onShare={(chosen) => (chosen.isPublic ? void share(chosen) : setPrivateTrip(chosen))}
        />
      ))}
      {privateTrip && (
        <ShareTripDialog
          trip={{ ...privateTrip, title: tripTitle(privateTrip) }}
          open
          isOwner
          notify={notify}
          onClose={() => {
            setPrivateTrip(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
    </TripGrid>
  );
}

/** 'Welcome, Ana!' for a traveller without trips yet, 'Welcome back, Ana!' once they have one. */
export const greeting = (firstName: string, returning: boolean) =>
  returning ? `Welcome back, ${firstName}!` : `Welcome, ${firstName}!`;

/** The signed-in home (spec 2, Dashboard): welcome, shortcuts and the first six trips. */
export function Dashboard({ user, notify }: RemoteProps) {
  const firstName = user?.firstName?.trim() || 'Explorer';
  // A traveller with no trips yet is new here: 'Welcome back' only once they have planned one.
  const { data } = useDashboardTrips();
  const returning = (data?.myTrips.length ?? 0) > 0;
  return (
    <Page>
      <Welcome aria-labelledby="dashboard-welcome">
        <h1 id="dashboard-welcome">{greeting(firstName, returning)}</h1>
        <p>Where will the road take you next?</p>
      </Welcome>
      <FeatureCards />
      <section aria-labelledby="your-adventures">
        <SectionHead>
          <h2 id="your-adventures">Your Adventures</h2>
          <ButtonLink to="/trip-builder" $variant="secondary">
            Create Trip
          </ButtonLink>
        </SectionHead>
        <Trips notify={notify} />
      </section>
    </Page>
  );
}
