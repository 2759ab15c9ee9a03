import styled from 'styled-components';
import { tripDisplayTitle } from '@byway/contracts/rules';
import { ButtonLink, Card as CardSurface } from '@byway/web-ui';
import { HighlightPicture, PhotoCredit, useHighlightImage } from '../../../components/highlight-image';
import type { MyTrip } from '../api/my-trips';
import { budgetLabel, durationLabel, partySizeLabel, themeLabels } from '../lib/trip-list';

const Card = styled(CardSurface).attrs({ as: 'article', $padding: 'none' })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const Pill = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  ${({ $side, theme }) => `${$side}: ${theme.space.sm};`}
  max-width: 60%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Body = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

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
    <Card aria-label={title}>
      <HighlightPicture view={image} gradient={gradient}>
        {themeBadge && (
          <Pill $side="left" title={themes.join(', ')}>
            {themeBadge}
          </Pill>
        )}
        <Pill $side="right">{durationLabel(trip.totalDays)}</Pill>
      </HighlightPicture>
      <PhotoCredit view={image} />
      <Body>
        <h3>{title}</h3>
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
      </Body>
      <Actions>
        <ButtonLink to={`/trip/${trip.id}`} aria-label={`View Trip: ${title}`}>
          View Trip
        </ButtonLink>
      </Actions>
    </Card>
  );
}
