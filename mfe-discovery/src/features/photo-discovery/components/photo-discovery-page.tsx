import styled from 'styled-components';
import { Button } from '@byway/web-ui';
import { Page } from '../../../components/page-layout';
import type { RemoteProps } from '../../../lib/shell-contract';
import { EMPTY_FILTER, usePhotoDiscovery } from '../hooks/use-photo-discovery';
import { PhotoDetailDialog } from './photo-detail-dialog';
import { PhotoFilters } from './photo-filters';
import { PhotoResults } from './photo-results';
import { UploadPhotoDialog } from './upload-photo-dialog';

const VIEWS = [
  { mode: 'grid', label: 'Grid' },
  { mode: 'map', label: 'Map' },
] as const;

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

/** /geo-tagged-images (spec 2 'Geo-tagged images', issue 10). */
export function PhotoDiscoveryPage({ notify }: RemoteProps) {
  const discovery = usePhotoDiscovery(notify);
  const { found, view, open } = discovery;

  return (
    <Page $tight>
      <Header>
        <div>
          <h1>Photo Discovery</h1>
          <p>Explore geo-tagged photos shared by travellers, on a grid or on the map.</p>
        </div>
        <Button onClick={() => discovery.setUploading(true)}>Upload Photo</Button>
      </Header>

      <PhotoFilters filter={discovery.filter} onChange={discovery.setFilter} />

      <Bar>
        <p role="status">{found.waiting ? 'Loading photos...' : `${found.photos.length} images found`}</p>
        <Toggle role="group" aria-label="Show photos as">
          {VIEWS.map(({ mode, label }) => (
            <ToggleButton
              key={mode}
              $active={view === mode}
              aria-pressed={view === mode}
              onClick={() => discovery.setView(mode)}
            >
              {label}
            </ToggleButton>
          ))}
        </Toggle>
      </Bar>

      <PhotoResults
        found={found}
        view={view}
        focusId={discovery.focusId}
        onOpen={(photo) => discovery.setOpenId(photo.id)}
        onRetry={() => void discovery.refetch()}
        onClearFilters={() => discovery.setFilter(EMPTY_FILTER)}
      />

      {open && (
        <PhotoDetailDialog
          photo={open}
          busy={discovery.busy}
          onClose={discovery.closeDetail}
          onLike={() => void discovery.react('like')}
          onSave={() => void discovery.react('save')}
          onDelete={() => void discovery.remove()}
          onViewOnMap={() => discovery.showOnMap(open)}
        />
      )}
      {discovery.uploading && (
        <UploadPhotoDialog
          onClose={discovery.closeUpload}
          onUploaded={discovery.uploaded}
          onFailed={(message) =>
            notify({ title: 'Upload failed', description: message, variant: 'destructive' })
          }
        />
      )}
    </Page>
  );
}
