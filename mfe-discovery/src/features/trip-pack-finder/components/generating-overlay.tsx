import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Overlay, ProgressBar, Spinner } from '@byway/web-ui';
import type { PackProgress } from '../lib/plan-progress';

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
    <Overlay labelledBy="generating-title">
      <h2 id="generating-title">Our AI is crafting your itinerary</h2>
      <p role="status" aria-live="polite">
        {progress.message}
      </p>
      <Bar label="Days planned" value={progress.percent} fill="primary" transition="slow" />
      <Spinner label="Creating your trip..." />
      <Link to="/trip-packs" onClick={onCancel}>
        Cancel and return to Trip Packs
      </Link>
    </Overlay>
  );
}
