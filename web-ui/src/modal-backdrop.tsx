import styled from 'styled-components';

/** The dim layer behind every modal dialog, above the page and its maps (theme.zIndex.overlay). */
export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, 0.55);
`;
