import styled from 'styled-components';
import { Overlay, Spinner } from '@byway/web-ui';

const Panel = styled(Overlay)`
  p {
    margin: 0;
  }
`;

/**
 * Full-screen wait while gems are found. The spec's overlay promised 1-3 minutes; our catalogue answers in
 * moments, so it names what is happening instead of a time.
 */
export function SearchingOverlay({ location }: { location: string }) {
  return (
    <Panel labelledBy="gems-searching-title">
      <h2 id="gems-searching-title">Discovering hidden gems</h2>
      <p>Looking through our catalogue for places in {location} that match your interests.</p>
      <Spinner label="Finding hidden gems..." />
    </Panel>
  );
}
