import {
  DialogBadge,
  StopAnalysisArea,
  StopAnalysisDialog,
  type MapLink,
} from '@byway/web-ui/stop-analysis-dialog';
import { useAnalyzeStop } from '../api/analyze-stop';
import type { TripDetailStop } from '../api/trip-detail';
import { coordinatesOf, directionsUrl, searchUrl } from '../lib/maps-links';

/** Open in Maps and Get Directions, when the stop has coordinates. */
function mapLinksOf(stop: TripDetailStop): MapLink[] {
  const at = coordinatesOf(stop);
  if (!at) return [];
  const directions = directionsUrl([at]);
  return [
    { label: 'Open in Maps', href: searchUrl(at) },
    ...(directions ? [{ label: 'Get Directions', href: directions }] : []),
  ];
}

/**
 * A stop's details and its AI analysis (spec 2, Stop dialog; the dialog itself is web-ui's). Mount
 * it only while open: the analysis starts when it mounts and is gone when it closes.
 */
export function StopDialog({ stop, onClose }: { stop: TripDetailStop; onClose: () => void }) {
  const { data, loading, error, refetch } = useAnalyzeStop(stop);
  return (
    <StopAnalysisDialog
      title={stop.name}
      onClose={onClose}
      badges={
        <>
          {stop.essential && <DialogBadge $tone="accent">Essential Stop</DialogBadge>}
          {stop.category && <DialogBadge>{stop.category}</DialogBadge>}
          <span>
            Day {stop.dayNumber}, Stop #{stop.orderInDay}
          </span>
        </>
      }
    >
      <StopAnalysisArea
        analysis={data?.analyzeStop}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        mapLinks={mapLinksOf(stop)}
      />
    </StopAnalysisDialog>
  );
}
