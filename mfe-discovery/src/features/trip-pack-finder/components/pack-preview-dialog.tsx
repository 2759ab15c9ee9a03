import styled from 'styled-components';
import { SEASON_LABELS, type Season } from '@byway/contracts/rules';
import { Button, ButtonLink, Dialog, Spinner, StateBox } from '@byway/web-ui';
import { useTripPackPreview, type TripPackPreviewData } from '../api/trip-pack-preview';

const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Ask = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;

  p {
    margin: 0;
  }
`;

/**
 * Where the pack's preview opens: the finder with `?pack=`, which the shell's login returns to after sign-in
 * (its `returnTo`, shell/src/lib/return-path.ts).
 */
export const packPreviewPath = (packId: number) => `/trip-packs?pack=${packId}`;
export const signInToPlanPath = (packId: number) =>
  `/login?returnTo=${encodeURIComponent(packPreviewPath(packId))}`;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function byDay(pack: TripPackPreviewData) {
  const grouped = new Map<number, TripPackPreviewData['stops']>();
  for (const stop of pack.stops) grouped.set(stop.day, [...(grouped.get(stop.day) ?? []), stop]);
  return [...grouped.entries()].sort(([a], [b]) => a - b);
}

function PackDays({ pack }: { pack: TripPackPreviewData }) {
  return (
    <Days aria-label="Day by day">
      {byDay(pack).map(([day, stops]) => (
        <li key={day}>
          <h3>Day {day}</h3>
          <ul>
            {stops.map((stop) => (
              <li key={stop.name}>
                {stop.name}
                {stop.description && <p>{stop.description}</p>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Days>
  );
}

/**
 * A pack's stops, days and description for anyone (issue 21): signed out it asks to sign in to plan the trip and
 * comes back here afterwards; signed in, 'Plan this trip' makes the traveller's trip from it.
 */
export function PackPreviewDialog({
  packId,
  signedIn,
  onPlan,
  onClose,
}: {
  packId: number;
  signedIn: boolean;
  onPlan: (pack: TripPackPreviewData) => void;
  onClose: () => void;
}) {
  const { data, loading, error } = useTripPackPreview(packId);
  const pack = data?.tripPack ?? null;
  const season = pack?.bestSeason ? SEASON_LABELS[pack.bestSeason as Season] : null;
  const facts = pack
    ? [
        days(pack.duration),
        [pack.startLocation, pack.endLocation].filter(Boolean).join(' to '),
        season && `Best in ${season.toLowerCase()}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <Dialog
      title={pack?.title ?? 'Trip pack'}
      description={facts}
      onClose={onClose}
      close="cross"
      width="40rem"
      stack
    >
      {loading && !data ? (
        <Spinner label="Loading the trip pack..." />
      ) : error || !pack ? (
        <StateBox $tone={error ? 'error' : undefined} role={error ? 'alert' : undefined}>
          <p>
            {error
              ? "We couldn't load this trip pack. Check your connection and try again."
              : 'This trip pack is no longer offered.'}
          </p>
        </StateBox>
      ) : (
        <>
          {pack.description && <p>{pack.description}</p>}
          <PackDays pack={pack} />
          {signedIn ? (
            <Button onClick={() => onPlan(pack)}>Plan this trip</Button>
          ) : (
            <Ask>
              <p>Sign in to plan this trip; you&apos;ll come back to it here.</p>
              <ButtonLink to={signInToPlanPath(pack.id)}>Sign in to plan it</ButtonLink>
            </Ask>
          )}
        </>
      )}
    </Dialog>
  );
}
