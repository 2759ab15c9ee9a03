import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';
import { theme } from './theme';
import { DIALOG_CHANGE_EVENT, topDialog } from './top-dialog';

function open(props: Partial<DialogProps> = {}) {
  const onClose = vi.fn();
  const view = render(
    <ThemeProvider theme={theme}>
      <Dialog title="Share Your Trip" onClose={onClose} {...props}>
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>
    </ThemeProvider>,
  );
  return { onClose, ...view };
}

describe('Dialog', () => {
  it('is a native dialog, open, named by its title and described by its description', () => {
    open({ description: 'Share your road trip with friends and family.' });
    const dialog = screen.getByRole('dialog', { name: 'Share Your Trip' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Share Your Trip' })).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Share your road trip with friends and family.');
  });

  it('puts focus where it is told: first part, the Close button or the dialog itself', () => {
    const first = open();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    first.unmount();
    const close = open({ close: 'text', initialFocus: 'close' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    close.unmount();
    open({ initialFocus: 'panel' });
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('closes on Escape, Close and a press beside the panel; none of them while it is busy', () => {
    const { onClose, rerender } = open({ close: 'cross' });
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(dialog);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'First' }));
    expect(onClose).toHaveBeenCalledTimes(3);

    rerender(
      <ThemeProvider theme={theme}>
        <Dialog title="Share Your Trip" onClose={onClose} closable={false}>
          <button type="button">First</button>
        </Dialog>
      </ThemeProvider>,
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.mouseDown(dialog);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('answers a close request from the platform with onClose, leaving the closing to React', () => {
    const { onClose } = open();
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is an alertdialog when it asks', () => {
    open({ role: 'alertdialog' });
    expect(screen.getByRole('alertdialog', { name: 'Share Your Trip' })).toBeTruthy();
  });

  it('tells the document when it opens and closes, so the top dialog is known', () => {
    const changes = vi.fn();
    document.addEventListener(DIALOG_CHANGE_EVENT, changes);
    const { unmount } = open();
    expect(topDialog()).toBe(screen.getByRole('dialog'));
    unmount();
    expect(topDialog()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
    document.removeEventListener(DIALOG_CHANGE_EVENT, changes);
  });
});
