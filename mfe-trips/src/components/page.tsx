import styled from 'styled-components';

/** A remote page's column: centred, as wide as the layout allows, its sections spaced by `$gap`. */
export const Page = styled.div<{ $gap?: 'lg' | 'xl' }>`
  display: grid;
  /* Never wider than the screen: long names (a stop, a place) wrap instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: anywhere;
  gap: ${({ theme, $gap = 'xl' }) => theme.space[$gap]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;
