import styled from 'styled-components';
import { Spinner } from '@byway/web-ui';

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
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Full-screen wait while gems are found. The spec's overlay promised 1-3 minutes; our catalogue answers in
 * moments, so it names what is happening instead of a time.
 */
export function SearchingOverlay({ location }: { location: string }) {
  return (
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby="gems-searching-title">
        <h2 id="gems-searching-title">Discovering hidden gems</h2>
        <p>Looking through our catalogue for places in {location} that match your interests.</p>
        <Spinner label="Finding hidden gems..." />
      </Panel>
    </Backdrop>
  );
}
