import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../../components/ui';

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

/** Full-screen wait while a trip is generated from a pack (spec: 1-3 minutes), with a way out. */
export function GeneratingOverlay({ onCancel }: { onCancel: () => void }) {
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby="generating-title">
        <h2 id="generating-title">Our AI is crafting your itinerary</h2>
        <p>This usually takes 1-3 minutes. Feel free to grab a coffee.</p>
        <Spinner label="Creating your trip..." />
        <Link to="/trip-packs" onClick={onCancel}>
          Cancel and return to Trip Packs
        </Link>
      </Panel>
    </Backdrop>
  );
}
