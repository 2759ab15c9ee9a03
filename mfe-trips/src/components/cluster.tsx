import styled from 'styled-components';

/** Items side by side, wrapping, vertically centred: a badge and its button, a title and its label. */
export const Cluster = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;
