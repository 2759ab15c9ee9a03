import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateAway } from '../../../lib/navigate';
import { renderAt } from '../../../testing/render';
import { AccountCard } from './account-card';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

describe('AccountCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const click = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(navigateAway).mockClear();
    click.mockClear();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      click(this.download, this.href);
    });
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:byway-export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads everything stored as the file the gateway names', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"exportedAt":"2026-11-24"}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="byway-data-2026-11-24.json"',
        },
      }),
    );
    const notify = vi.fn();
    renderAt(<AccountCard notify={notify} />, { path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await vi.waitFor(() =>
      expect(click).toHaveBeenCalledWith('byway-data-2026-11-24.json', 'blob:byway-export'),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/export');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(notify).toHaveBeenCalledWith({
      title: 'Data downloaded!',
      description: 'byway-data-2026-11-24.json',
    });
  });

  it('says so when the download fails, with the server’s message', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"message":"Your data cannot be gathered right now. Please try again."}', {
        status: 503,
      }),
    );
    const notify = vi.fn();
    renderAt(<AccountCard notify={notify} />, { path: '/profile' });

    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Download failed',
        description: 'Your data cannot be gathered right now. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false);
  });

  it('asks for the password in a dialog that keeps focus inside and closes with Escape', () => {
    renderAt(<AccountCard notify={vi.fn()} />, { path: '/profile' });
    const trigger = screen.getByRole('button', { name: 'Delete my account' });
    trigger.focus();
    fireEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const password = within(dialog).getByLabelText(/^Password/);
    expect(document.activeElement).toBe(password);

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(password);
    fireEvent.keyDown(password, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);

    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows why a deletion was refused and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"The password is not correct"}', { status: 403 }));
    renderAt(<AccountCard notify={vi.fn()} />, { path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'not-it' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is not correct');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Password/).value).toBe('not-it');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'not-it' });
  });

  it('signs the traveller out to / once the account is deleted', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'Your account and all its data have been deleted.' }),
    );
    const notify = vi.fn();
    const refreshUser = vi.fn(async () => null);
    renderAt(<AccountCard notify={notify} refreshUser={refreshUser} />, { path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'secret-123' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(refreshUser).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({
      title: 'Account deleted',
      description: 'Your account and all its data have been deleted.',
    });
    expect(navigateAway).not.toHaveBeenCalled();
  });
});
