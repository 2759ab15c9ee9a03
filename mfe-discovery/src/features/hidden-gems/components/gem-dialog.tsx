import { DialogBadge, StopAnalysisArea, StopAnalysisDialog } from '@byway/web-ui/stop-analysis-dialog';
import { useExploreHiddenGem } from '../api/explore-hidden-gem';
import { useGemAnalysis } from '../api/gem-analysis';
import type { HiddenGemCardData } from '../api/hidden-gems';
import { categoryLabel } from '../lib/gem-category';
import { gemSearchUrl } from '../lib/gem-links';

/**
 * Explore: a gem's details and its AI analysis (spec 2, Stop dialog; the dialog itself is contracts/
 * shell's, shared with the trip page). Mount it only while open: the analysis starts when it mounts and is
 * gone when it closes; opening it counts the gem as found.
 */
export function GemDialog({ gem, onClose }: { gem: HiddenGemCardData; onClose: () => void }) {
  useExploreHiddenGem(gem.id);
  const { data, loading, error, refetch } = useGemAnalysis(gem);
  return (
    <StopAnalysisDialog
      title={gem.name}
      onClose={onClose}
      badges={
        <>
          <DialogBadge>{categoryLabel(gem.category)}</DialogBadge>
          <span>{[gem.city, gem.state].filter(Boolean).join(', ')}</span>
        </>
      }
    >
      <StopAnalysisArea
        analysis={data?.analyzeStop}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        mapLinks={[{ label: 'Open in Maps', href: gemSearchUrl(gem) }]}
      />
    </StopAnalysisDialog>
  );
}
