import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Width = 'narrow' | 'wide';

const Backdrop = styled.div<{ $shade: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, ${({ $shade }) => $shade});
`;

const WIDTH = {
  // A short message: its heading close above the text, the text muted.
  narrow: css`
    max-width: 28rem;

    h2 {
      margin: 0 0 ${({ theme }) => theme.space.sm};
    }
    p {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  `,
  wide: css`
    width: min(32rem, 100%);
  `,
} as const;

const Panel = styled.div<{ $width: Width }>`
  ${({ $width }) => WIDTH[$width]}
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

export interface OverlayProps {
  /** The id of the panel's heading: the dialog's name. */
  labelledBy: string;
  /** The id of what describes the dialog (its live progress line). */
  describedBy?: string;
  /** `narrow` (default): up to 28rem with a muted text; `wide`: 32rem or the screen's width. */
  width?: Width;
  /** The opacity of the dark backdrop (default 0.6). */
  shade?: number;
  /** Move focus to the panel when it opens (it can't be tabbed to; it only takes the focus). */
  takeFocus?: boolean;
  /** For `styled(Overlay)`: the panel's own layout. */
  className?: string;
  children: ReactNode;
}

/**
 * A full-screen wait the traveller can't click past: a dark backdrop over the page and a centred white panel,
 * a modal dialog named by its heading (progress overlays while a trip or a search is made).
 */
export function Overlay({
  labelledBy,
  describedBy,
  width = 'narrow',
  shade = 0.6,
  takeFocus = false,
  className,
  children,
}: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <Backdrop $shade={shade}>
      <Panel
        ref={panel}
        className={className}
        $width={width}
        tabIndex={takeFocus ? -1 : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        {children}
      </Panel>
    </Backdrop>
  );
}
