import styled, { keyframes } from 'styled-components';
import { capitalize } from '@byway/contracts/rules';
import { Button, PhotoWithFallback, StateBox } from '@byway/web-ui';
import type { Photo } from '../api/photos';
import type { PhotoSearch, PhotoView } from '../hooks/use-photo-discovery';
import { placeLine } from '../lib/labels';
import { PhotoMap } from './photo-map';

const SKELETON_COUNT = 12;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.button.attrs({ type: 'button' as const })`
  display: grid;
  width: 100%;
  padding: 0;
  text-align: left;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  cursor: pointer;

  img,
  [data-photo-fallback] {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const SkeletonCard = styled.li`
  height: 18rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

function PhotoCard({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  return (
    // Named by its visible text (axe label-content-name-mismatch): title, place, then the facts line.
    <Card onClick={onOpen}>
      <PhotoWithFallback src={photo.thumbnailUrl ?? photo.imageUrl} alt="" loading="lazy" />
      <div>
        <strong>{photo.title}</strong>
        <span>{placeLine(photo)}</span>
        <span>
          {capitalize(photo.category)} · {photo.likes} {photo.likes === 1 ? 'like' : 'likes'} · {photo.views}{' '}
          {photo.views === 1 ? 'view' : 'views'}
          {photo.isPublic ? '' : ' · Private'}
        </span>
      </div>
    </Card>
  );
}

export interface PhotoResultsProps {
  found: PhotoSearch;
  view: PhotoView;
  focusId: number | null;
  onOpen: (photo: Photo) => void;
  onRetry: () => void;
  onClearFilters: () => void;
}

/** The photos on a grid or on the map, or the page's error, loading or empty state. */
export function PhotoResults({ found, view, focusId, onOpen, onRetry, onClearFilters }: PhotoResultsProps) {
  const { photos, filtered } = found;
  if (found.failed)
    return (
      <StateBox $tone="error" role="alert">
        <p>Could not load photos.</p>
        <Button onClick={onRetry}>Try Again</Button>
      </StateBox>
    );
  if (found.waiting)
    return (
      <Grid aria-label="Loading photos" aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <SkeletonCard key={index} data-testid="photo-skeleton" />
        ))}
      </Grid>
    );
  if (photos.length === 0)
    return (
      <StateBox>
        <h2>No images found</h2>
        <p>{filtered ? 'Try other filters.' : 'Be the first to share a photo.'}</p>
        <Button onClick={onClearFilters} disabled={!filtered}>
          Clear Filters
        </Button>
      </StateBox>
    );
  if (view === 'map') return <PhotoMap photos={photos} focusId={focusId} onOpen={onOpen} />;
  return (
    <Grid aria-label="Photos">
      {photos.map((photo) => (
        <li key={photo.id}>
          <PhotoCard photo={photo} onOpen={() => onOpen(photo)} />
        </li>
      ))}
    </Grid>
  );
}
