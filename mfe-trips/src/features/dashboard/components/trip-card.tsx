import { TripCard as CardFrame, TripCardTag } from '@byway/web-ui';
import styled from 'styled-components';
import type { DashboardTrip } from '../api/dashboard-trips';
import { HighlightPicture, PhotoCredit, useHighlightImage } from '../../../components/highlight-image';
import { statusLabel, tripDescription, tripTitle } from './trip-card-text';

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ShareButton = styled.button`
  padding: 0.25rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** One trip of "Your Adventures": the whole card links to /trip/{id}; Share sits outside the link. */
export function TripCard({
  trip,
  gradient,
  onShare,
}: {
  trip: DashboardTrip;
  gradient: string;
  onShare: (trip: DashboardTrip) => void;
}) {
  const title = tripTitle(trip);
  const image = useHighlightImage(trip.highlightImage);
  return (
    <CardFrame
      to={`/trip/${trip.id}`}
      bodyGap="xs"
      smallText
      title={title}
      media={
        // The highlight image over the card's gradient: the gradient shows when it is missing or broken.
        <HighlightPicture view={image} gradient={gradient}>
          <TripCardTag $edge="bottom" $side="left">
            {statusLabel(trip.status)}
          </TripCardTag>
        </HighlightPicture>
      }
      footer={
        <>
          <PhotoCredit view={image} />
          <Footer>
            <span>
              {trip.totalDays} {trip.totalDays === 1 ? 'day' : 'days'}
            </span>
            <ShareButton type="button" aria-label={`Share ${title}`} onClick={() => onShare(trip)}>
              Share
            </ShareButton>
          </Footer>
        </>
      }
    >
      <p>{tripDescription(trip)}</p>
    </CardFrame>
  );
}
