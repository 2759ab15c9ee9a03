import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../testing/render';
import { SetTripVisibilityMutation } from './set-trip-visibility';
import { ShareTripDialog, type ShareTripDialogTrip } from './share-trip-dialog';
import { expectErrorToast } from '../../testing/expectations';

const TRIP: ShareTripDialogTrip = {
  id: 42,
  title: 'Denver, CO to Moab, UT!',
  startLocation: 'Denver, CO',
  endLocation: 'Moab, UT',
  totalDays: 4,
  description: 'Red rocks and arches',
  isPublic: true,
};

const LINK = `${window.location.origin}/public-trip/42`;

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function renderDialog(
  overrides: { isOwner?: boolean; trip?: Partial<ShareTripDialogTrip>; mocks?: MockedResponse[] } = {},
) {
  const notify = vi.fn();
  const onClose = vi.fn();
  renderInShell(
    <ShareTripDialog
      trip={{ ...TRIP, ...overrides.trip }}
      open
      onClose={onClose}
      isOwner={overrides.isOwner ?? true}
      notify={notify}
    />,
    { mocks: overrides.mocks ?? [] },
  );
  return { notify, onClose };
}

const visibilityAnswer = (isPublic: boolean): MockedResponse => ({
  request: { query: SetTripVisibilityMutation, variables: { id: 42, isPublic } },
  result: { data: { setTripVisibility: { __typename: 'Trip', id: 42, isPublic } } },
});

const popup = (_url?: string, _target?: string, _features?: string): Window | null => null;
let open: ReturnType<typeof vi.fn<typeof popup>>;

beforeEach(() => {
  open = vi.fn(popup);
  vi.stubGlobal('open', open);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShareTripDialog', () => {
  it('is a labelled dialog with the trip summary and the read-only public link; Escape closes it', () => {
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Share Your Trip' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Denver, CO to Moab, UT!' })).toBeTruthy();
    expect(dialog.textContent).toContain('Denver, CO → Moab, UT · 4 days');
    expect(dialog.textContent).toContain('Red rocks and arches');

    const link = screen.getByLabelText('Trip link') as HTMLInputElement;
    expect(link.value).toBe(LINK);
    expect(link.readOnly).toBe(true);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog and gives the focus back to what opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Share Your Trip' });
    expect(document.activeElement).toBe(dialog);
    const reachable = [
      ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, textarea'),
    ];
    reachable.at(-1)!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(reachable[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(reachable.at(-1));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('renders nothing while closed', () => {
    renderInShell(<ShareTripDialog trip={TRIP} open={false} onClose={vi.fn()} isOwner notify={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    const { notify } = renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(notify.mock.calls[0]?.[0]).toMatchObject({ title: 'Link copied!' });
  });

  it('shows the spec’s toast when copying fails', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    const { notify } = renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await expectErrorToast(notify, 'Copy failed', 'Unable to copy link. Please try again.');
  });

  it('Instagram copies the text with the personal message and the link', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    setClipboard(writeText);
    const { notify } = renderDialog();

    expect(screen.getByText('0 of 500 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Personal message (optional)'), {
      target: { value: 'Come with us!' },
    });
    // The message's limit shows as it is typed.
    expect(screen.getByText('13 of 500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Instagram' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied).toContain('Come with us!');
    expect(copied).toContain(LINK);
    expect(copied).toContain('#roadtrip #travel #adventure');
    expect(notify.mock.calls[0]?.[0]).toMatchObject({ title: 'Content copied!' });
  });

  it('opens Facebook, Twitter and WhatsApp in 600x400 popups with the link and hashtags', () => {
    renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Twitter' }));
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));

    expect(open).toHaveBeenCalledTimes(3);
    const calls = open.mock.calls.map(([target, , features]) => [target ?? '', features ?? '']);
    const [facebook = ['', ''], twitter = ['', ''], whatsapp = ['', '']] = calls;
    for (const call of [facebook, twitter, whatsapp]) {
      expect(call[1]).toContain('width=600');
      expect(call[1]).toContain('height=400');
    }
    expect(facebook[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(LINK)}`);
    const tweet = new URL(twitter[0] ?? '');
    expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
    expect(tweet.searchParams.get('url')).toBe(LINK);
    expect(tweet.searchParams.get('hashtags')).toBe('roadtrip,travel,adventure');
    expect(tweet.searchParams.get('text')).toContain('Denver, CO to Moab, UT!');
    const whatsappUrl = new URL(whatsapp[0] ?? '');
    expect(whatsappUrl.host).toBe('wa.me');
    expect(whatsappUrl.searchParams.get('text')).toContain(LINK);
  });

  it('Email is a mailto link carrying the link', () => {
    renderDialog();
    const href = screen.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain(LINK);
  });

  it('downloads a JSON file named after the title', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:trip');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { notify } = renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(names).toEqual(['Denver__CO_to_Moab__UT__trip_details.json']);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    const json = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      if (blob) reader.readAsText(blob);
    });
    const details = JSON.parse(json) as Record<string, unknown>;
    expect(details).toMatchObject({ title: 'Denver, CO to Moab, UT!', totalDays: 4, shareUrl: LINK });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:trip');
    expect(notify.mock.calls[0]?.[0]).toMatchObject({ title: 'Trip downloaded!' });
  });
});

describe("ShareTripDialog: the owner's visibility switch", () => {
  it('lets the owner make the trip public and shows the new state', async () => {
    renderDialog({ mocks: [visibilityAnswer(true)], trip: { isPublic: false } });
    const toggle = screen.getByRole('switch', { name: 'Public trip' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('This trip is private.')).toBeTruthy();
    expect(screen.getByText(/The link works only while the trip is public/)).toBeTruthy();

    // A private trip offers no link to copy: it would open 'Trip Not Found' for everyone.
    expect(screen.queryByLabelText('Trip link')).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/Make it public above to get a link/);
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText('This trip is public: anyone with the link can view it.')).toBeTruthy();
    expect((screen.getByLabelText('Trip link') as HTMLInputElement).value).toBe(LINK);
  });

  it('keeps the state and toasts when the visibility change fails', async () => {
    const { notify } = renderDialog({
      trip: { isPublic: true },
      mocks: [
        {
          request: { query: SetTripVisibilityMutation, variables: { id: 42, isPublic: false } },
          result: { errors: [new GraphQLError('Trip not found')] },
        },
      ],
    });
    const toggle = screen.getByRole('switch', { name: 'Public trip' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle);
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify.mock.calls[0]?.[0]).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('hides the visibility switch from someone who does not own the trip', () => {
    renderDialog({ isOwner: false, trip: { isPublic: true } });
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
