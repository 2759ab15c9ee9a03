import { useState } from 'react';
import styled from 'styled-components';
import { Button, TripCard, TripCardTag } from '@byway/web-ui';
import {
  chooseDistanceUnit,
  formatDistanceEstimate,
  type DistanceUnitPreference,
} from '@byway/contracts/rules';
import type { TripPackCardData } from '../api/trip-packs';

/** Spec 9: a pack card lists its first two highlights, then "+N more". */
export const VISIBLE_HIGHLIGHTS = 2;

const Photo = styled.div<{ $gradient: string }>`
  position: relative;
  height: 10rem;
  background: ${({ $gradient }) => $gradient};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.1rem 0.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The pack's length in the traveller's unit: their profile's choice, else the pack country's. */
function packLength(pack: TripPackCardData, preference: DistanceUnitPreference | null): string | null {
  if (pack.distanceKm === null) return pack.distance;
  return formatDistanceEstimate(pack.distanceKm, chooseDistanceUnit(pack.distanceUnit, preference));
}

/** How a nearest pack differs from the finder's choices: one short line each, above its description. */
const Differences = styled.ul`
  display: grid;
  gap: 0.15rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export function TripPackCard({
  pack,
  differences = [],
  gradient,
  creating,
  disabled,
  onViewDetails,
  distanceUnits = null,
}: {
  pack: TripPackCardData;
  /** How the pack differs from the finder's choices, when it is one of the nearest (issue 21). */
  differences?: readonly string[];
  /** The traveller's 'Distance units' choice; null reads the pack in its country's unit. */
  distanceUnits?: DistanceUnitPreference | null;
  gradient: string;
  creating: boolean;
  disabled: boolean;
  onViewDetails: (pack: TripPackCardData) => void;
}) {
  const [photoBroken, setPhotoBroken] = useState(false);
  const photo = pack.coverImage ?? pack.photos[0] ?? null;
  const extra = pack.highlights.length - VISIBLE_HIGHLIGHTS;
  return (
    <TripCard
      aria-labelledby={`pack-${pack.id}`}
      stretchBody
      smallText
      title={pack.title}
      titleId={`pack-${pack.id}`}
      media={
        <Photo $gradient={gradient}>
          {photo && !photoBroken && <img src={photo} alt="" onError={() => setPhotoBroken(true)} />}
          {pack.difficulty && (
            <TripCardTag $side="left" $tone="text" $capitalize>
              {pack.difficulty}
            </TripCardTag>
          )}
          {pack.price > 0 && (
            <TripCardTag $side="right" $tone="text" $capitalize>
              ${pack.price}
            </TripCardTag>
          )}
        </Photo>
      }
      actions={
        <Button onClick={() => onViewDetails(pack)} disabled={disabled} style={{ marginTop: 'auto' }}>
          {creating ? 'Loading...' : 'View Details'}
        </Button>
      }
    >
      {differences.length > 0 && (
        <Differences aria-label="How it differs from your choices">
          {differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </Differences>
      )}
      {pack.description && <p>{pack.description}</p>}
      <Facts>
        <li>
          {pack.duration} {pack.duration === 1 ? 'day' : 'days'}
        </li>
        {packLength(pack, distanceUnits) && <li>{packLength(pack, distanceUnits)}</li>}
        {pack.reviews > 0 ? (
          <li>
            <span aria-label={`rated ${pack.rating.toFixed(1)} out of 5`}>★ {pack.rating.toFixed(1)}</span> (
            {pack.reviews} {pack.reviews === 1 ? 'review' : 'reviews'})
          </li>
        ) : (
          // No traveller has reviewed it yet: say so rather than show a rating nobody gave.
          <li>New</li>
        )}
        {pack.creator && <li>by {pack.creator}</li>}
      </Facts>
      {pack.highlights.length > 0 && (
        <Highlights aria-label="Highlights">
          {pack.highlights.slice(0, VISIBLE_HIGHLIGHTS).map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
          {extra > 0 && <li>+{extra} more</li>}
        </Highlights>
      )}
    </TripCard>
  );
}
