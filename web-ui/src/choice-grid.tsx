import styled, { css } from 'styled-components';

/**
 * The grid of a question's answer cards (a fieldset or a group; its default border and spacing removed):
 * columns at least `$min` wide, `$gap` apart.
 */
export const ChoiceGrid = styled.div<{ $min: string; $gap: 'sm' | 'md' }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The look of one answer card: outlined, filled with the brand's soft colour while it is the chosen one. */
export const choiceCardStyles = css<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
`;
