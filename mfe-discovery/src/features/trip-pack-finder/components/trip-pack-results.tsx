import type { DistanceUnitPreference } from '@byway/contracts/rules';
import { useState } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { TEXT_LENGTHS } from '@byway/contracts/rules';
import { Button, StateBox } from '@byway/web-ui';
import { ButtonRow, ResultsBar } from '../../../components/page-layout';
import type { Notify } from '../../../lib/shell-contract';
import { useTripPackResults, type TripPackCardData, type TripPackFilter } from '../api/trip-packs';
import { usePlanFromPack } from '../hooks/use-plan-from-pack';
import type { OpenProgressStream } from '../lib/plan-progress';
import { TripPackCard } from './trip-pack-card';

/** Spec 9: six skeleton cards while packs load. */
const SKELETON_CARDS = 6;

const Head = styled(ResultsBar).attrs({ $align: 'flex-end' as const })`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
`;

/** 'Start from my city': one optional line above the cards. */
const HomeField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space.lg};

  label {
    font-weight: 600;
  }
  input {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Above the nearest packs: nothing matched every choice. */
const NearestLead = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h3,
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

const Skeleton = styled.div`
  height: 22rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

export function TripPackResults({
  filter,
  notify,
  onStartOver,
  onBack,
  openProgressStream,
  distanceUnits = null,
  signedIn = true,
  onPreview = () => undefined,
}: {
  filter: TripPackFilter;
  /** Signed out, 'View Details' calls onPreview instead of planning the trip. */
  signedIn?: boolean;
  onPreview?: (packId: number) => void;
  /** The traveller's 'Distance units' choice, for the cards. */
  distanceUnits?: DistanceUnitPreference | null;
  notify: Notify;
  onStartOver: () => void;
  onBack: () => void;
  /** Tests hand in a fake stream. */
  openProgressStream?: OpenProgressStream;
}) {
  const theme = useTheme();
  const { data, loading, error, refetch } = useTripPackResults(filter);
  const [startFrom, setStartFrom] = useState('');
  const { creatingId, plan, overlay } = usePlanFromPack(notify, openProgressStream);
  // Signed out, 'View Details' shows the pack and asks to sign in to plan it (issue 21).
  const viewDetails = (pack: TripPackCardData) =>
    signedIn ? void plan(pack, filter.season, startFrom) : onPreview(pack.id);

  const packs = data?.tripPacks ?? [];
  const nearest = data?.nearestTripPacks ?? [];
  // Exact matches, or else the nearest packs with how each differs (issue 21).
  const shown = packs.length > 0 ? packs.map((pack) => ({ pack, differences: [] as string[] })) : nearest;
  const gradients = theme.gradients.cards;

  return (
    <section aria-labelledby="results-title">
      <Head>
        <div>
          <h2 id="results-title">Your Perfect Trip Packs</h2>
          {!loading && !error && (
            <p role="status">
              {packs.length} matching {packs.length === 1 ? 'adventure' : 'adventures'}
            </p>
          )}
        </div>
        <ButtonRow>
          <Button $variant="secondary" onClick={onBack}>
            Back to filters
          </Button>
          <Button $variant="secondary" onClick={onStartOver}>
            Start Over
          </Button>
        </ButtonRow>
      </Head>

      {loading && !data ? (
        <Grid aria-busy="true" aria-label="Loading trip packs">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} />
          ))}
        </Grid>
      ) : error ? (
        <StateBox $tone="error" role="alert">
          <h3>We couldn&apos;t load trip packs</h3>
          <p>Check your connection and try again.</p>
          <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
        </StateBox>
      ) : packs.length === 0 && nearest.length === 0 ? (
        <StateBox>
          <h3>No trip packs match yet</h3>
          <p>Try another country, trip length or season.</p>
          <Button onClick={onBack}>Back to filters</Button>
        </StateBox>
      ) : (
        <>
          {packs.length === 0 && (
            <NearestLead>
              <h3>Nothing matches every choice yet</h3>
              <p>These are the nearest packs; each says how it differs from what you chose.</p>
            </NearestLead>
          )}
          <HomeField>
            <label htmlFor="pack-start-from">Start from my city (optional)</label>
            <input
              id="pack-start-from"
              aria-describedby="pack-start-from-hint"
              placeholder="e.g. Denver, CO"
              autoComplete="address-level2"
              maxLength={TEXT_LENGTHS.trip.location}
              value={startFrom}
              disabled={creatingId !== null}
              onChange={(event) => setStartFrom(event.target.value)}
            />
            <p id="pack-start-from-hint">
              Leave empty to start where the pack starts. With your city, the trip adds the drive there and
              back.
            </p>
          </HomeField>
          <Grid>
            {shown.map(({ pack, differences }) => (
              <TripPackCard
                key={pack.id}
                pack={pack}
                differences={differences}
                gradient={gradients[pack.id % gradients.length] ?? theme.gradients.hero}
                creating={creatingId === pack.id}
                disabled={creatingId !== null}
                onViewDetails={viewDetails}
                distanceUnits={distanceUnits}
              />
            ))}
          </Grid>
        </>
      )}
      {overlay}
    </section>
  );
}
