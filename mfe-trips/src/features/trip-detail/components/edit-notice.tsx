import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { EditNotice as Notice } from '../hooks/use-plan-edits';
import { EditButton } from './edit-fields';

/** Fixed at the foot of the window, above the page and below the shell's toasts, never wider than it. */
const Bar = styled.div<{ $failed: boolean }>`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.md};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  box-sizing: border-box;
  width: max-content;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.md});
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.dangerSoft : theme.colors.text)};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.surface)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    flex: 1 1 12rem;
  }
  p:focus {
    outline: none;
  }
`;

/** Room at the foot of the page for the notice, so it never hides the last of the plan. */
const Room = styled.div`
  height: 5rem;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

/**
 * What the last hand edit did, with its Undo (issue 22). The shell's toasts take no action, so the page
 * keeps its own: announced politely, kept until the next edit or Close (an undo must not vanish while it
 * is being reached for). After a remove it takes the focus, the stop's own buttons being gone.
 */
export function EditNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const undo = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!notice?.takeFocus) return;
    (undo.current ?? message.current)?.focus();
  }, [notice]);

  return (
    <div role="status" aria-live="polite">
      {notice && <Room />}
      {notice && (
        <Bar $failed={notice.tone === 'failed'} data-testid="plan-edit-notice">
          <p ref={message} tabIndex={-1}>
            {notice.message}
          </p>
          <Actions>
            {notice.undo && (
              <EditButton ref={undo} $variant="secondary" onClick={notice.undo}>
                Undo
              </EditButton>
            )}
            <EditButton $variant="secondary" aria-label="Close this message" onClick={onClose}>
              Close
            </EditButton>
          </Actions>
        </Bar>
      )}
    </div>
  );
}
