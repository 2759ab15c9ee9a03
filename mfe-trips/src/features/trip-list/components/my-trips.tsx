import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Spinner, StateBox } from '@byway/web-ui';
import type { RemoteProps } from '../../../lib/shell-contract';
import { LoadFailed } from '../../../components/load-failed';
import { Page } from '../../../components/page';
import { stackedLabels } from '../../../components/field-styles';
import { SpreadRow } from '../../../components/spread-row';
import { SelectField } from '../../../components/select-field';
import { TripGrid, useTripGradient } from '../../../components/trip-grid';
import { isUnauthenticated, useUnauthorizedRedirect } from '../../../hooks/use-unauthorized-redirect';
import { useMyTrips } from '../api/my-trips';
import { TRIP_FILTERS, TRIP_SORTS, visibleTrips, type TripFilter, type TripSort } from '../lib/trip-list';
import { MyTripCard } from './my-trip-card';
import { JoinWithLink } from './join-with-link';
import { TripInvitations } from './trip-invitations';

const Header = styled(SpreadRow).attrs({ as: 'header', $align: 'flex-end' as const })`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;

  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }

  ${stackedLabels}
  input,
  select {
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

function TripResults({ notify }: Pick<RemoteProps, 'notify'>) {
  const gradientOf = useTripGradient();
  const { data, loading, error, refetch } = useMyTrips();
  const unauthorized = isUnauthenticated(error);
  useUnauthorizedRedirect(unauthorized, notify);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TripFilter>('all');
  const [sort, setSort] = useState<TripSort>('newest');

  const all = useMemo(() => data?.myTrips ?? [], [data]);
  const shown = useMemo(() => visibleTrips(all, { search, filter, sort }), [all, search, filter, sort]);

  if (loading && !data) return <Spinner label="Loading your trips..." />;
  if (unauthorized) return <Spinner label="Signing you in again..." />;
  if (error && !data) return <LoadFailed title="We couldn't load your trips" retry={refetch} />;

  if (all.length === 0) {
    return (
      <>
        <Count>No trips yet!</Count>
        <StateBox>
          <h3>No trips yet</h3>
          <p>Plan your first road trip and it will show up here.</p>
          <ButtonLink to="/trip-builder">Plan Your First Trip</ButtonLink>
        </StateBox>
      </>
    );
  }

  const clear = () => {
    setSearch('');
    setFilter('all');
  };

  return (
    <>
      <Controls role="search" aria-label="Find a trip">
        <label>
          Search
          <input
            type="search"
            value={search}
            placeholder="Search trips by name, location, or theme..."
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <SelectField label="Filter" value={filter} options={TRIP_FILTERS} onChange={setFilter} />
        <SelectField label="Sort by" value={sort} options={TRIP_SORTS} onChange={setSort} />
      </Controls>
      <Count aria-live="polite">
        {shown.length} of {all.length} trips
      </Count>
      {shown.length === 0 ? (
        <StateBox>
          <h3>No trips found</h3>
          <p>Try adjusting your search or filter.</p>
          <Button $variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </StateBox>
      ) : (
        <TripGrid>
          {shown.map((trip) => (
            <MyTripCard key={trip.id} trip={trip} gradient={gradientOf(trip.id)} />
          ))}
        </TripGrid>
      )}
    </>
  );
}

/**
 * /trips (spec 2 'My trips'): greeting, search, filters, sorts and every trip as a card. The user menu of
 * the spec's header is the shell's (AppLayout's header, the same menu as on the dashboard), so the page
 * does not draw a second one.
 */
export function MyTrips({ user, notify }: RemoteProps) {
  const firstName = user?.firstName?.trim() || 'Explorer';
  return (
    <Page>
      <Header>
        <div>
          <h1>Your Trips</h1>
          <p>Welcome back, {firstName}! Every road trip you have planned, in one place.</p>
        </div>
        <ButtonLink to="/trip-builder">Plan New Trip</ButtonLink>
      </Header>
      <TripInvitations notify={notify} />
      <Results aria-label="Your trips">
        <TripResults notify={notify} />
      </Results>
      <JoinWithLink />
    </Page>
  );
}
