import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useModalFocus, ModalBackdrop as Backdrop } from '@byway/web-ui';

const Panel = styled.div`
  width: min(100%, 44rem);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const CloseButton = styled.button.attrs({ type: 'button' as const })`
  padding: 0.3rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
`;

/**
 * A modal dialog: labelled by its title, focus kept inside (Tab cycles) and given back on close, closed by
 * Escape, the Close button or a click beside it.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  useModalFocus(panelRef, onClose, { initialFocus: closeRef });
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <CloseButton ref={closeRef} onClick={onClose} aria-label="Close">
            Close
          </CloseButton>
        </Head>
        {children}
      </Panel>
    </Backdrop>
  );
}
