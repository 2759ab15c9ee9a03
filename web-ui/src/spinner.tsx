import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const RING = {
  md: { size: '2.25rem', border: '4px', turn: '0.8s' },
  lg: { size: '2.5rem', border: '4px', turn: '0.8s' },
  xl: { size: '3rem', border: '5px', turn: '0.9s' },
} as const;

/**
 * The turning ring on its own (decorative: give it aria-hidden). `md` for a section's wait, `lg` for a page's,
 * `xl` for a full-screen overlay; `$calm` slows it for travellers who ask for reduced motion.
 */
export const SpinnerRing = styled.span<{ $size?: keyof typeof RING; $calm?: boolean }>`
  width: ${({ $size = 'md' }) => RING[$size].size};
  height: ${({ $size = 'md' }) => RING[$size].size};
  border-radius: 50%;
  border: ${({ $size = 'md' }) => RING[$size].border} solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} ${({ $size = 'md' }) => RING[$size].turn} linear infinite;
  ${({ $calm }) =>
    $calm &&
    css`
      @media (prefers-reduced-motion: reduce) {
        animation-duration: 2.4s;
      }
    `}
`;

const MIN_HEIGHT = { section: '12rem', page: '100vh' } as const;

const SpinnerWrap = styled.div<{ $fill?: keyof typeof MIN_HEIGHT }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  ${({ $fill }) => $fill && 'justify-content: center;'}
  gap: ${({ theme }) => theme.space.md};
  ${({ $fill, theme }) => ($fill ? `min-height: ${MIN_HEIGHT[$fill]};` : `padding: ${theme.space['2xl']} 0;`)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SpinnerProps {
  label?: string;
  /**
   * Without it, the wait sits in the flow with room above and below. `section` centres it in at least 12rem,
   * `page` in the whole viewport height, with the larger ring that calms down under reduced motion.
   */
  fill?: keyof typeof MIN_HEIGHT;
}

/** A wait the traveller is told about: role="status" with its label, and a turning ring. */
export function Spinner({ label = 'Loading...', fill }: SpinnerProps) {
  return (
    <SpinnerWrap role="status" aria-live="polite" $fill={fill}>
      <SpinnerRing aria-hidden="true" $size={fill ? 'lg' : 'md'} $calm={Boolean(fill)} />
      <span>{label}</span>
    </SpinnerWrap>
  );
}
