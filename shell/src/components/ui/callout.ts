import styled from 'styled-components';

/** A short message in a tinted box: `danger` for a refusal or failure, `warning` for a notice. */
export const Callout = styled.p<{ $tone: 'danger' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
