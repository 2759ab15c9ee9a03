// 'Photos Near This Route' on the trip page (issue 10): public photos travellers shared within
// PHOTOS_NEAR_ROUTE.radiusKm of the shown route's stops. Nothing is shown until there is one.
import { Card } from '@byway/web-ui';
import { PHOTOS_NEAR_ROUTE } from '@byway/contracts/rules';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRoutePhotos, type RoutePoint } from '../api/route-photos';

const Section = styled(Card).attrs({ as: 'section', $padding: 'md', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Strip = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export function RoutePhotos({ points }: { points: RoutePoint[] }) {
  const { data } = useRoutePhotos(points);
  const photos = data?.geoTaggedImagesNear ?? [];
  if (photos.length === 0) return null;
  return (
    <Section aria-labelledby="route-photos-title">
      <h2 id="route-photos-title">Photos Near This Route</h2>
      <p>
        Shared by travellers within {PHOTOS_NEAR_ROUTE.radiusKm} km of your stops.{' '}
        <Link to="/geo-tagged-images">Explore Photo Discovery</Link>
      </p>
      <Strip>
        {photos.map((photo) => (
          <li key={photo.id}>
            <img src={photo.thumbnailUrl ?? photo.imageUrl} alt={photo.title} loading="lazy" />
            <strong>{photo.title}</strong>
            <span>{[photo.locationName, photo.city, photo.state].filter(Boolean).join(', ')}</span>
          </li>
        ))}
      </Strip>
    </Section>
  );
}
