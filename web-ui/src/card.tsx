import styled, { css } from 'styled-components';
import type { BywayTheme } from './theme';

export interface CardProps {
  /** Inner space: `lg` (default) for text cards, `xl` for form cards, `md` for compact frames, `none` for media cards. */
  $padding?: 'none' | 'md' | 'lg' | 'xl';
  /** Lift: `sm` (default); `md` for cards that stand out; `none` for flat panels inside a page. */
  $shadow?: 'none' | 'sm' | 'md';
}

const space = (theme: BywayTheme, padding: NonNullable<CardProps['$padding']>) =>
  padding === 'none' ? null : theme.space[padding];

/**
 * The surface every card shares: white, a hairline border, large radius, a small shadow from the theme.
 * Render another element with `as` (`<Card as="section">`); extend it with `styled(Card)` for a card's own
 * layout. Declarations a card leaves out (no padding, no shadow) are not written at all.
 */
export const Card = styled.div<CardProps>`
  ${({ theme, $padding = 'lg' }) =>
    space(theme, $padding) &&
    css`
      padding: ${space(theme, $padding)};
    `}
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme, $shadow = 'sm' }) =>
    $shadow !== 'none' &&
    css`
      box-shadow: ${theme.shadows[$shadow]};
    `}
`;
