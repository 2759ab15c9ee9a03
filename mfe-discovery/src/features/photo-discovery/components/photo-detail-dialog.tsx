import styled from 'styled-components';
import { Button, Dialog, PhotoWithFallback } from '@byway/web-ui';
import type { Photo } from '../api/photos';
import { capitalize } from '@byway/contracts/rules';
import { placeLine } from '../lib/labels';

const Image = styled(PhotoWithFallback)`
  width: 100%;
  max-height: 24rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  &[data-photo-fallback] {
    height: 12rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.1rem 0.6rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PhotoDetailDialogProps {
  photo: Photo;
  busy: boolean;
  onClose: () => void;
  onLike: () => void;
  onSave: () => void;
  onViewOnMap: () => void;
  onDelete: () => void;
}

/** The image detail dialog (spec 2): every field of the photo, Like, Save and View on Map. */
export function PhotoDetailDialog({
  photo,
  busy,
  onClose,
  onLike,
  onSave,
  onViewOnMap,
  onDelete,
}: PhotoDetailDialogProps) {
  return (
    <Dialog
      title={photo.title}
      onClose={onClose}
      close="text"
      initialFocus="close"
      width="44rem"
      titleSize="2xl"
    >
      <Image src={photo.imageUrl} alt={photo.title} />
      <Facts>
        <dt>Category</dt>
        <dd>{capitalize(photo.category)}</dd>
        {photo.description && (
          <>
            <dt>Description</dt>
            <dd>{photo.description}</dd>
          </>
        )}
        <dt>Location</dt>
        <dd>
          {placeLine(photo)} ({photo.latitude.toFixed(4)}, {photo.longitude.toFixed(4)})
        </dd>
        {photo.tags.length > 0 && (
          <>
            <dt>Tags</dt>
            <dd>
              <Tags aria-label="Tags">
                {photo.tags.map((tag) => (
                  <li key={tag}>#{tag}</li>
                ))}
              </Tags>
            </dd>
          </>
        )}
        {photo.season && (
          <>
            <dt>Season</dt>
            <dd>{capitalize(photo.season)}</dd>
          </>
        )}
        {photo.timeOfDay && (
          <>
            <dt>Time</dt>
            <dd>{capitalize(photo.timeOfDay)}</dd>
          </>
        )}
        {photo.dateTaken && (
          <>
            <dt>Taken</dt>
            <dd>{new Date(photo.dateTaken).toLocaleDateString()}</dd>
          </>
        )}
        <dt>Views</dt>
        <dd>{photo.views}</dd>
        <dt>Likes</dt>
        <dd>{photo.likes}</dd>
        <dt>Saves</dt>
        <dd>{photo.saves}</dd>
        {photo.photographerName && (
          <>
            <dt>Photo by</dt>
            <dd>
              {photo.photographerUrl ? (
                <a href={photo.photographerUrl} target="_blank" rel="noopener noreferrer">
                  {photo.photographerName}
                </a>
              ) : (
                photo.photographerName
              )}
            </dd>
          </>
        )}
        {!photo.isPublic && (
          <>
            <dt>Visibility</dt>
            <dd>Private: only you see this photo</dd>
          </>
        )}
      </Facts>
      <Actions>
        <Button onClick={onLike} disabled={busy} aria-pressed={photo.likedByMe}>
          {photo.likedByMe ? 'Liked' : 'Like'}
        </Button>
        <Button onClick={onSave} disabled={busy} aria-pressed={photo.savedByMe} $variant="secondary">
          {photo.savedByMe ? 'Saved' : 'Save'}
        </Button>
        <Button onClick={onViewOnMap} $variant="secondary">
          View on Map
        </Button>
        {photo.mine && (
          <Button onClick={onDelete} disabled={busy} $variant="secondary">
            Delete Photo
          </Button>
        )}
      </Actions>
    </Dialog>
  );
}
