import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, type CardProps } from './card';

type Space = 'xs' | 'sm' | 'md' | 'lg';

export interface TripCardProps {
  /** The heading (an h3). */
  title: ReactNode;
  /** The heading's id, for a card named by `aria-labelledby`. */
  titleId?: string;
  /** The picture area above the body (with its tags), or anything that sits between it and the body. */
  media?: ReactNode;
  /** What follows the title in the body: meta lines, facts, text. */
  children?: ReactNode;
  /** The last thing in the body: its buttons or links. */
  actions?: ReactNode;
  /** Under the body, outside its padding: a footer bar or a full-width action. */
  footer?: ReactNode;
  /** When set, the media and the body are one link to this path (the footer stays outside it). */
  to?: string;
  /** The element: an `article` (default), or an `li` for a card in a list. */
  as?: 'article' | 'li';
  /** `column` (default) stacks media, body and footer; `rows` is a grid of media then a filling body; `clip` only clips the corners; `plain` adds nothing. */
  layout?: 'column' | 'rows' | 'clip' | 'plain';
  shadow?: CardProps['$shadow'];
  /** Space between the body's lines (default `sm`). */
  bodyGap?: Space;
  /** The body's inner space (default `md`). */
  bodyPadding?: Space;
  /** The body takes the height left in a `column` card. */
  stretchBody?: boolean;
  /** The body's lines stand at its top rather than spread over a taller body. */
  alignBodyTop?: boolean;
  /** Paragraphs in the body in the small font size. */
  smallText?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const LAYOUT = {
  column: css`
    display: flex;
    flex-direction: column;
    overflow: hidden;
  `,
  rows: css`
    display: grid;
    grid-template-rows: auto 1fr;
    overflow: hidden;
  `,
  clip: css`
    overflow: hidden;
  `,
  plain: null,
} as const;

const Surface = styled(Card)<{ $layout: NonNullable<TripCardProps['layout']> }>`
  ${({ $layout }) => LAYOUT[$layout]}
`;

const CardLink = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Body = styled.div<{ $gap: Space; $padding: Space; $stretch: boolean; $top: boolean; $small: boolean }>`
  display: grid;
  ${({ $stretch }) => $stretch && 'flex: 1;'}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $top }) => $top && 'align-content: start;'}
  padding: ${({ theme, $padding }) => theme.space[$padding]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    ${({ theme, $small }) => $small && `font-size: ${theme.fontSizes.sm};`}
  }
`;

/**
 * The card of a trip, a trip pack or a place: a picture area, a body with the title (h3), its meta lines and
 * its actions, and an optional footer. Every trip-like card of the shell and the remotes is this one card;
 * the props only carry the spacing each screen had.
 */
export function TripCard({
  title,
  titleId,
  media,
  children,
  actions,
  footer,
  to,
  as = 'article',
  layout = 'column',
  shadow = 'sm',
  bodyGap = 'sm',
  bodyPadding = 'md',
  stretchBody = false,
  alignBodyTop = false,
  smallText = false,
  className,
  ...aria
}: TripCardProps) {
  const top = (
    <>
      {media}
      <Body
        $gap={bodyGap}
        $padding={bodyPadding}
        $stretch={stretchBody}
        $top={alignBodyTop}
        $small={smallText}
      >
        <h3 id={titleId}>{title}</h3>
        {children}
        {actions}
      </Body>
    </>
  );
  return (
    <Surface as={as} $padding="none" $shadow={shadow} $layout={layout} className={className} {...aria}>
      {to === undefined ? top : <CardLink to={to}>{top}</CardLink>}
      {footer}
    </Surface>
  );
}

/** A pill over a card's picture, in its top (or bottom) left or right corner. */
export const TripCardTag = styled.span<{
  $side: 'left' | 'right';
  /**
   * The picture's top edge (default), or its bottom: a picture with words in its top corner (the generated
   * trip artwork's 'ROAD TRIP TO ...') keeps them readable.
   */
  $edge?: 'top' | 'bottom';
  /** Text colour: the brand `primary` (default) or the body `text`. */
  $tone?: 'primary' | 'text';
  /** Long text ends in an ellipsis within 60% of the picture's width. */
  $truncate?: boolean;
  $capitalize?: boolean;
}>`
  position: absolute;
  ${({ $edge = 'top', theme }) => `${$edge}: ${theme.space.sm};`}
  ${({ $side, theme }) => `${$side}: ${theme.space.sm};`}
  ${({ $truncate }) =>
    $truncate &&
    css`
      max-width: 60%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    `}
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme, $tone = 'primary' }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  ${({ $capitalize }) => $capitalize && 'text-transform: capitalize;'}
`;
