// The one modal dialog of every front-end, on the native <dialog>: showModal() puts it in the top layer
// (above the page, its maps and every z-index) and makes the rest of the page inert, so neither a click
// nor a screen reader reaches what lies behind it. useModalFocus adds what the platform leaves to us: focus
// on the part each dialog names, Tab kept inside the panel (not out to the browser's toolbar), Escape
// ignored while the dialog is busy, and focus back on the opener. React owns open and closed: mount the
// Dialog while it is open; every way of closing it (Escape, the Close button, a press beside the panel, a
// platform close request) calls onClose, and the caller unmounts it.
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { useModalFocus } from './modal-focus';
import { DIALOG_CHANGE_EVENT } from './top-dialog';

type Space = 'lg' | 'xl';

/**
 * The native element is the full-window layer: its own background dims the page (the ::backdrop stays
 * clear), and a press on it, beside the panel, closes the dialog. Not displayed until showModal() opens it.
 */
const Layer = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, 0.55);
  color: inherit;
  overflow: auto;

  &[open] {
    display: grid;
    place-items: center;
  }
  &::backdrop {
    background: transparent;
  }
  &:focus {
    outline: none;
  }
`;

const Panel = styled.div<{ $width: string; $padding: Space; $stack: boolean }>`
  width: min(100%, ${({ $width }) => $width});
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $stack, theme }) =>
    $stack &&
    css`
      display: grid;
      gap: ${theme.space.md};
    `}
`;

const Title = styled.h2<{ $size: 'xl' | '2xl'; $headingFont: boolean; $below: boolean }>`
  margin: 0 0 ${({ theme, $below }) => ($below ? theme.space.sm : 0)};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  ${({ theme, $headingFont }) =>
    $headingFont &&
    css`
      font-family: ${theme.fonts.heading};
    `}
`;

const Head = styled.div<{ $stack: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: ${({ theme, $stack }) => ($stack ? 0 : theme.space.md)};
`;

const Description = styled.p`
  && {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const boxedClose = css`
  padding: 0.3rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
`;

const plainClose = css`
  border: none;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** How the Close button in the title bar reads: the word, a boxed cross, or a bare ×. */
export type DialogClose = 'text' | 'cross' | 'plain';

const CLOSE_LABEL: Record<DialogClose, string> = { text: 'Close', cross: '✕', plain: '×' };

const CloseButton = styled.button.attrs({ type: 'button' as const })<{ $look: DialogClose }>`
  ${({ $look }) => ($look === 'plain' ? plainClose : boxedClose)}
`;

export interface DialogProps {
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** More under the title, such as badges. */
  below?: ReactNode;
  /** Every way of closing calls it; unmount the Dialog then. */
  onClose: () => void;
  /** False while a request runs: Escape, a press beside the panel and the platform's close requests do nothing. */
  closable?: boolean;
  /** A Close button in the title bar, in one of its looks; none without. */
  close?: DialogClose;
  /** Where focus goes on open: the Close button, the panel itself (its description is read first), or a part. */
  initialFocus?: 'close' | 'panel' | RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of what describes the dialog, when that is not `description`. */
  describedBy?: string;
  /** The panel's widest width. */
  width?: string;
  padding?: Space;
  /** The panel's parts (title bar first) one under another with a gap between them. */
  stack?: boolean;
  titleSize?: 'xl' | '2xl';
  /** The title in the heading font. */
  headingFont?: boolean;
  /** Styles for the panel's content (styled(Dialog)). */
  className?: string;
  children: ReactNode;
}

/** Opens the element as a modal while mounted; keeps React in charge of closing it. */
function useNativeModal(
  layer: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  closable: boolean,
): void {
  const latest = useRef({ onClose, closable });
  latest.current = { onClose, closable };

  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    // jsdom has no showModal: the open attribute shows it there (keyboard handling is useModalFocus's).
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    document.dispatchEvent(new Event(DIALOG_CHANGE_EVENT));

    // A close request (Escape the page did not take, a back gesture): React decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.closable) latest.current.onClose();
    };
    // Closed by the browser after all (it may force a repeated request): open again or let React close it.
    const onNativeClose = () => {
      if (!element.isConnected) return;
      if (latest.current.closable) latest.current.onClose();
      else if (typeof element.showModal === 'function') element.showModal();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      if (typeof element.close === 'function' && element.open) element.close();
      else element.removeAttribute('open');
      document.dispatchEvent(new Event(DIALOG_CHANGE_EVENT));
    };
  }, [layer]);
}

export function Dialog({
  title,
  description,
  below,
  onClose,
  closable = true,
  close,
  initialFocus,
  role = 'dialog',
  describedBy,
  width = '28rem',
  padding = 'lg',
  stack = false,
  titleSize = 'xl',
  headingFont = false,
  className,
  children,
}: DialogProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const layerRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useNativeModal(layerRef, onClose, closable);
  const focusTarget =
    initialFocus === 'close' ? closeRef : initialFocus === 'panel' ? layerRef : initialFocus;
  useModalFocus(layerRef, onClose, { initialFocus: focusTarget, closable });

  // Without Close or anything under the title, the title bar is the bare heading, as the simple dialogs had.
  const heading = (
    <Title
      id={titleId}
      $size={titleSize}
      $headingFont={headingFont}
      $below={!stack && !close && !description && !below}
    >
      {title}
    </Title>
  );
  const bar =
    close || description || below ? (
      <Head $stack={stack}>
        <div>
          {heading}
          {description && <Description id={descriptionId}>{description}</Description>}
          {below}
        </div>
        {close && (
          <CloseButton ref={closeRef} $look={close} aria-label="Close" onClick={onClose}>
            {CLOSE_LABEL[close]}
          </CloseButton>
        )}
      </Head>
    ) : (
      heading
    );

  // The native element carries the role and the name (it is what a screen reader enters); the panel is
  // what the traveller sees.
  const layer = (
    <Layer
      ref={layerRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : describedBy}
      tabIndex={-1}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closable) onClose();
      }}
    >
      <Panel ref={panelRef} className={className} $width={width} $padding={padding} $stack={stack}>
        {bar}
        {children}
      </Panel>
    </Layer>
  );
  // At the end of <body>: the dialog and the toasts shown in it (useTopDialog) take no styles from the
  // card or hero that opened it.
  return createPortal(layer, document.body);
}
