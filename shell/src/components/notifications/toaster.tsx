import { useTopDialog } from '@byway/web-ui';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useCurrentToast } from './notifications-provider';

/** Spec 9: a toast swiped more than 50 px to the right is dismissed. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * Empty, the region takes no room (no padding): an empty box that grows when a toast arrives is a layout
 * shift (issue 21: it cost the trip page 0.02 of CLS); a box that appears from nothing is not.
 */
const Region = styled.section<{ $empty: boolean }>`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: 100%;
  max-width: 26rem;
  padding: ${({ theme, $empty }) => ($empty ? '0' : theme.space.md)};
  outline: none;
  /* The page's own text settings (as body sets them): inside a dialog the region inherits from wherever the
     dialog sits, a card or a hero with text of its own. */
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 16px;
  font-weight: 400;
  line-height: 1.5;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $destructive: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  padding-right: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  touch-action: pan-y;
  ${({ theme, $destructive }) =>
    $destructive
      ? css`
          background: ${theme.colors.danger};
          color: ${theme.colors.onDanger};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
        `}
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.xs};
`;

/**
 * The notification area: a labelled live region that announces the current toast. F8 moves focus to it
 * (spec 9), so keyboard users can reach the close button. While a modal dialog is open the rest of the page
 * is inert (no clicks, nothing a screen reader reads), so the region renders inside the top dialog then,
 * painted where it always is, above the dialog's panel.
 */
export function Toaster() {
  const { toast, dismiss } = useCurrentToast();
  const host = useTopDialog();
  // A region that has just moved gets its toast a moment later, so screen readers hear it as news in a
  // live region that is already there (a region inserted with its content may go unannounced).
  const [settledHost, setSettledHost] = useState(host);
  useEffect(() => setSettledHost(host), [host]);
  const current = settledHost === host ? toast : null;
  const regionRef = useRef<HTMLElement>(null);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (dragStart.current === null) return;
    setDragX(Math.max(0, event.clientX - dragStart.current));
  };
  const onPointerEnd = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (dragX > SWIPE_THRESHOLD_PX) dismiss();
    setDragX(0);
  };

  const region = (
    <Region
      ref={regionRef}
      $empty={current === null}
      aria-label="Notifications (F8)"
      aria-live="polite"
      tabIndex={-1}
    >
      <List>
        {current && (
          <Item
            key={current.id}
            $destructive={current.variant === 'destructive'}
            style={
              dragX
                ? { transform: `translateX(${dragX}px)`, opacity: Math.max(0.3, 1 - dragX / 200) }
                : undefined
            }
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <div>
              <Title>{current.title}</Title>
              {current.description && <Description>{current.description}</Description>}
            </div>
            <Close type="button" aria-label="Close notification" onClick={dismiss}>
              ×
            </Close>
          </Item>
        )}
      </List>
    </Region>
  );
  return host ? createPortal(region, host) : region;
}
