import { useCallback, useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { capitalize, PHOTO_CATEGORIES } from '@byway/contracts/rules';
import { Button, StateBox, useDebouncedValue } from '@byway/web-ui';
import { Page } from '../../../components/page-layout';
import type { RemoteProps } from '../../../lib/shell-contract';
import { usePhotoActions, usePhotos, type Photo, type PhotoFilter } from '../api/photos';
import { placeLine } from '../lib/labels';
import { PhotoDetailDialog } from './photo-detail-dialog';
import { PhotoMap } from './photo-map';
import { UploadPhotoDialog } from './upload-photo-dialog';
import { ValueOptions } from './value-options';

const SKELETON_COUNT = 12;
const VIEWS = [
  { mode: 'grid', label: 'Grid' },
  { mode: 'map', label: 'Map' },
] as const;
const EMPTY_FILTER: PhotoFilter = { search: '', category: '', location: '' };

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));

  input,
  select {
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

const Toggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const ToggleButton = styled.button.attrs({ type: 'button' as const })<{ $active: boolean }>`
  padding: 0.4rem 0.9rem;
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : theme.colors.primary)};
  cursor: pointer;
`;

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

  img {
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
    <Card onClick={onOpen} aria-label={`${photo.title}, ${placeLine(photo)}`}>
      <img src={photo.thumbnailUrl ?? photo.imageUrl} alt="" loading="lazy" />
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

/** /geo-tagged-images (spec 2 'Geo-tagged images', issue 10). */
export function PhotoDiscoveryPage({ notify }: RemoteProps) {
  const [filter, setFilter] = useState<PhotoFilter>(EMPTY_FILTER);
  const [view, setView] = useState<'grid' | 'map'>('grid');
  const [openId, setOpenId] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  // Typed text waits for a pause; the category applies at once.
  const search = useDebouncedValue(filter.search, 300);
  const location = useDebouncedValue(filter.location, 300);
  const { data, loading, error, refetch } = usePhotos({ search, location, category: filter.category });
  const actions = usePhotoActions();

  const photos = data?.geoTaggedImages ?? [];
  const open = photos.find((photo) => photo.id === openId) ?? null;
  const filtered = filter.search !== '' || filter.category !== '' || filter.location !== '';

  // Opening a photo's details records a view (fire and forget).
  const { view: recordView } = actions;
  useEffect(() => {
    if (openId === null) return;
    void recordView({ variables: { id: openId } }).catch(() => undefined);
  }, [openId, recordView]);

  // Runs one action on the open photo with the dialog busy; a failure becomes an error toast.
  const act = async (run: (photo: Photo) => Promise<void>) => {
    if (!open) return;
    setBusy(true);
    try {
      await run(open);
      await refetch();
    } catch (failure) {
      notify({
        title: 'Error',
        description: failure instanceof Error ? failure.message : 'Something went wrong',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const react = (kind: 'like' | 'save') =>
    act(async (photo) => {
      const result =
        kind === 'like'
          ? (await actions.like({ variables: { id: photo.id } })).data?.likeGeoTaggedImage
          : (await actions.save({ variables: { id: photo.id } })).data?.saveGeoTaggedImage;
      if (result?.active)
        notify({ title: kind === 'like' ? 'Image liked!' : 'Image saved to your collection!' });
      else notify({ title: kind === 'like' ? 'Like removed' : 'Removed from your collection' });
    });

  const remove = () =>
    act(async (photo) => {
      await actions.remove({ variables: { id: photo.id } });
      setOpenId(null);
      notify({ title: 'Photo deleted' });
    });

  const closeDetail = useCallback(() => setOpenId(null), []);
  const closeUpload = useCallback(() => setUploading(false), []);

  return (
    <Page $tight>
      <Header>
        <div>
          <h1>Photo Discovery</h1>
          <p>Explore geo-tagged photos shared by travellers, on a grid or on the map.</p>
        </div>
        <Button onClick={() => setUploading(true)}>Upload Photo</Button>
      </Header>

      <Filters role="search">
        <input
          type="search"
          aria-label="Search photos"
          placeholder="Search photos..."
          value={filter.search}
          onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
        />
        <select
          aria-label="Category"
          value={filter.category}
          onChange={(event) => setFilter((current) => ({ ...current, category: event.target.value }))}
        >
          <ValueOptions blank="All Categories" values={PHOTO_CATEGORIES} />
        </select>
        <input
          aria-label="Location"
          placeholder="Filter by location..."
          value={filter.location}
          onChange={(event) => setFilter((current) => ({ ...current, location: event.target.value }))}
        />
      </Filters>

      <Bar>
        <p role="status">{loading && !data ? 'Loading photos...' : `${photos.length} images found`}</p>
        <Toggle role="group" aria-label="Show photos as">
          {VIEWS.map(({ mode, label }) => (
            <ToggleButton
              key={mode}
              $active={view === mode}
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
            >
              {label}
            </ToggleButton>
          ))}
        </Toggle>
      </Bar>

      {error && !data ? (
        <StateBox $tone="error" role="alert">
          <p>Could not load photos.</p>
          <Button onClick={() => void refetch()}>Try Again</Button>
        </StateBox>
      ) : loading && !data ? (
        <Grid aria-label="Loading photos" aria-busy="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <SkeletonCard key={index} data-testid="photo-skeleton" />
          ))}
        </Grid>
      ) : photos.length === 0 ? (
        <StateBox>
          <h2>No images found</h2>
          <p>{filtered ? 'Try other filters.' : 'Be the first to share a photo.'}</p>
          <Button onClick={() => setFilter(EMPTY_FILTER)} disabled={!filtered}>
            Clear Filters
          </Button>
        </StateBox>
      ) : view === 'map' ? (
        <PhotoMap photos={photos} focusId={focusId} onOpen={(photo) => setOpenId(photo.id)} />
      ) : (
        <Grid aria-label="Photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoCard photo={photo} onOpen={() => setOpenId(photo.id)} />
            </li>
          ))}
        </Grid>
      )}

      {open && (
        <PhotoDetailDialog
          photo={open}
          busy={busy}
          onClose={closeDetail}
          onLike={() => void react('like')}
          onSave={() => void react('save')}
          onDelete={() => void remove()}
          onViewOnMap={() => {
            setFocusId(open.id);
            setView('map');
            setOpenId(null);
          }}
        />
      )}
      {uploading && (
        <UploadPhotoDialog
          onClose={closeUpload}
          onUploaded={() => {
            setUploading(false);
            notify({ title: 'Photo uploaded successfully!' });
            void refetch();
          }}
          onFailed={(message) =>
            notify({ title: 'Upload failed', description: message, variant: 'destructive' })
          }
        />
      )}
    </Page>
  );
}
