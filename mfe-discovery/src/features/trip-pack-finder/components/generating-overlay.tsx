import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@byway/web-ui';
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

const Bar = styled.div`
  height: 0.5rem;
  margin: ${({ theme }) => theme.space.md} 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.lg};

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width 0.3s ease;
  }
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
        <Bar
          role="progressbar"
          aria-label="Days planned"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <span style={{ width: `${progress.percent}%` }} />
        </Bar>
        <Spinner label="Creating your trip..." />
        <Link to="/trip-packs" onClick={onCancel}>
          Cancel and return to Trip Packs
        </Link>
      </Panel>
    </Backdrop>
  );
}
