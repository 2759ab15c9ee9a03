import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
// One owner of modal keyboard behaviour for every dialog (focus in, trapped, Escape, focus back).
export { focusableIn, useModalFocus, type ModalFocusOptions } from './modal-focus';
export { limitMessage } from './limit-message';
export { useDebouncedValue } from './use-debounced-value';

type Variant = 'primary' | 'secondary';

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0.6rem 1.2rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  text-decoration: none;
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primary : theme.colors.onPrimary)};

  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.colors.primarySoft : theme.colors.primaryHover)};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' }>((props) => ({
  type: props.type ?? 'button',
}))<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SpinnerWrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space['2xl']} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ring = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <SpinnerWrap role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </SpinnerWrap>
  );
}

/** Empty and error states: a centred box with a heading, a line of text and an action. */
export const StateBox = styled.div<{ $tone?: 'plain' | 'error' }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.lg};
  text-align: center;
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.surface)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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
