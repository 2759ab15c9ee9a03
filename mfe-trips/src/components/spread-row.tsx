import styled from 'styled-components';

/** A wrapping row whose items are pushed to both ends: a heading and its action, a title and a badge. */
export const SpreadRow = styled.div<{ $gap?: 'sm' | 'md'; $align?: 'center' | 'flex-start' | 'flex-end' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  align-items: ${({ $align = 'center' }) => $align};
  justify-content: space-between;
`;
