import { Card as CardSurface } from '@byway/web-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardTrip } from '../api/dashboard-trips';
import { HighlightPicture, PhotoCredit, useHighlightImage } from '../../../components/highlight-image';
import { statusLabel, tripDescription, tripTitle } from './trip-card-text';

const Card = styled(CardSurface).attrs({ as: 'article', $padding: 'none' })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const CardLink = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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
    <Card>
      <CardLink to={`/trip/${trip.id}`}>
        {/* The highlight image over the card's gradient: the gradient shows when it is missing or broken. */}
        <HighlightPicture view={image} gradient={gradient}>
          <Badge>{statusLabel(trip.status)}</Badge>
        </HighlightPicture>
        <Body>
          <h3>{title}</h3>
          <p>{tripDescription(trip)}</p>
        </Body>
      </CardLink>
      <PhotoCredit view={image} />
      <Footer>
        <span>
          {trip.totalDays} {trip.totalDays === 1 ? 'day' : 'days'}
        </span>
        <ShareButton type="button" aria-label={`Share ${title}`} onClick={() => onShare(trip)}>
          Share
        </ShareButton>
      </Footer>
    </Card>
  );
}
