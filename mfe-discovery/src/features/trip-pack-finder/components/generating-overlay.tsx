import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProgressBar, Spinner } from '@byway/web-ui';
import type { PackProgress } from '../lib/plan-progress';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, 0.6);
`;

const Panel = styled.div`
  max-width: 28rem;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bar = styled(ProgressBar)`
  margin: ${({ theme }) => theme.space.md} 0;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * Full-screen wait while the pack becomes the traveller's trip, showing the planner's real progress (its
 * steps and the days laid out so far, from the plan-progress stream), with a way out.
 */
export function GeneratingOverlay({ onCancel, progress }: { onCancel: () => void; progress: PackProgress }) {
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby="generating-title">
        <h2 id="generating-title">Our AI is crafting your itinerary</h2>
        <p role="status" aria-live="polite">
          {progress.message}
        </p>
        <Bar label="Days planned" value={progress.percent} fill="primary" transition="slow" />
        <Spinner label="Creating your trip..." />
        <Link to="/trip-packs" onClick={onCancel}>
          Cancel and return to Trip Packs
        </Link>
      </Panel>
    </Backdrop>
  );
}
