import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@byway/web-ui';
import type { RemoteProps } from '../../../lib/shell-contract';
import { usePhotoActions, usePhotos, type Photo, type PhotoFilter } from '../api/photos';

export const EMPTY_FILTER: PhotoFilter = { search: '', category: '', location: '' };

export type PhotoView = 'grid' | 'map';

/**
 * What the filters found. Until the first answer the page is `waiting` or has `failed`; an answer stays
 * shown while a refetch loads or fails.
 */
export interface PhotoSearch {
  photos: Photo[];
  waiting: boolean;
  failed: boolean;
  /** Whether any filter is set (the empty state then offers to clear them). */
  filtered: boolean;
}

/**
 * The Photo Discovery page's state: the filters and the photos they find, grid or map, the open photo
 * with its actions (like, save, delete, view on map) and the upload dialog.
 */
export function usePhotoDiscovery(notify: RemoteProps['notify']) {
  const [filter, setFilter] = useState<PhotoFilter>(EMPTY_FILTER);
  const [view, setView] = useState<PhotoView>('grid');
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
  const found: PhotoSearch = {
    photos,
    waiting: loading && !data,
    failed: Boolean(error) && !data,
    filtered: filter.search !== '' || filter.category !== '' || filter.location !== '',
  };

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

  const showOnMap = (photo: Photo) => {
    setFocusId(photo.id);
    setView('map');
    setOpenId(null);
  };

  const uploaded = () => {
    setUploading(false);
    notify({ title: 'Photo uploaded successfully!' });
    void refetch();
  };

  const closeDetail = useCallback(() => setOpenId(null), []);
  const closeUpload = useCallback(() => setUploading(false), []);

  return {
    filter,
    setFilter,
    found,
    view,
    setView,
    focusId,
    refetch,
    open,
    setOpenId,
    busy,
    react,
    remove,
    showOnMap,
    closeDetail,
    uploading,
    setUploading,
    uploaded,
    closeUpload,
  };
}
