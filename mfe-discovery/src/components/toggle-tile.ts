import styled from 'styled-components';

/**
 * A wizard option as a toggle button (aria-pressed, so the choice is announced): outlined, primary on hover
 * and when pressed, focus ring on keyboard focus. Each wizard adds its own padding and type.
 */
export const ToggleTile = styled.button.attrs({ type: 'button' as const })`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
