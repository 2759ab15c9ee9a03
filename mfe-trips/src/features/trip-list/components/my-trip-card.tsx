import styled from 'styled-components';
import { TRIP_MEMBER_ROLE_LABELS, tripDisplayTitle, type TripMemberRole } from '@byway/contracts/rules';
import { ButtonLink, TripCard, TripCardTag } from '@byway/web-ui';
import { HighlightPicture, PhotoCredit, useHighlightImage } from '../../../components/highlight-image';
import type { MyTrip } from '../api/my-trips';
import { budgetLabel, durationLabel, partySizeLabel, themeLabels } from '../lib/trip-list';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Shared = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};

  a {
    width: 100%;
  }
`;

/** One trip of /trips: picture with theme badge and duration, title, route, party, budget, View Trip. */
export function MyTripCard({ trip, gradient }: { trip: MyTrip; gradient: string }) {
  const title = tripDisplayTitle(trip);
  const image = useHighlightImage(trip.highlightImage);
  const themes = themeLabels(trip.theme);
  const themeBadge =
    themes.length === 0 ? null : themes.length === 1 ? themes[0] : `${themes[0]} +${themes.length - 1}`;
  return (
    <TripCard
      aria-label={title}
      stretchBody
      alignBodyTop
      smallText
      title={title}
      media={
        <>
          <HighlightPicture view={image} gradient={gradient}>
            {themeBadge && (
              <TripCardTag $edge="bottom" $side="left" $truncate title={themes.join(', ')}>
                {themeBadge}
              </TripCardTag>
            )}
            <TripCardTag $edge="bottom" $side="right" $truncate>
              {durationLabel(trip.totalDays)}
            </TripCardTag>
          </HighlightPicture>
          <PhotoCredit view={image} />
        </>
      }
      footer={
        <Actions>
          <ButtonLink to={`/trip/${trip.id}`} aria-label={`View Trip: ${title}`}>
            View Trip
          </ButtonLink>
        </Actions>
      }
    >
      {trip.role && trip.role !== 'owner' && (
        // Issue 22: a trip someone shared with the traveller says whose it is and what they may do.
        <Shared>
          Shared by {trip.ownerName ?? 'another traveller'} ·{' '}
          {TRIP_MEMBER_ROLE_LABELS[trip.role as TripMemberRole]}
        </Shared>
      )}
      <Facts>
        <dt>Route</dt>
        <dd>
          {trip.startLocation} → {trip.endLocation}
        </dd>
        {trip.travelPartySize !== null && (
          <>
            <dt>Party</dt>
            <dd>{partySizeLabel(trip.travelPartySize)}</dd>
          </>
        )}
        {trip.budget?.trim() && (
          <>
            <dt>Budget</dt>
            <dd>{budgetLabel(trip.budget.trim())}</dd>
          </>
        )}
      </Facts>
      {trip.description?.trim() && <p>{trip.description}</p>}
    </TripCard>
  );
}
