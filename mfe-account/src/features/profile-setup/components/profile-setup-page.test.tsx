import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateAway } from '../../../lib/navigate';
import { renderAt } from '../../../testing/render';
import { USER } from '../../../testing/users';
import { ProfileSetupAnswersQuery } from '../api/profile-setup-answers';
import { ProfileSetupPage } from './profile-setup-page';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

function answers(me: Record<string, unknown> | null): MockedResponse {
  return {
    request: { query: ProfileSetupAnswersQuery },
    result: {
      data: {
        me: me && {
          __typename: 'User',
          id: 'u-1',
          interests: [],
          travelStyle: null,
          preferredPace: null,
          lodgingPreference: null,
          ...me,
        },
      },
    },
  };
}

const SAVED = {
  interests: ['nature-hikes', 'coffee', 'history'],
  travelStyle: 'comfort',
  preferredPace: 'moderate',
  lodgingPreference: 'luxury',
};

const next = () => screen.getByRole('button', { name: 'Next' });
const checked = (group: string) =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.querySelector('strong')?.textContent);

async function walkToLastStep() {
  await screen.findByText('3 of 3+ selected');
  fireEvent.click(next());
  fireEvent.click(next());
  fireEvent.click(next());
  expect(screen.getByText('Step 4 of 4')).toBeTruthy();
}

/** Opens the wizard on the saved answers, walks to the last step and presses 'Complete Profile'. */
async function finishWizard(notify = vi.fn()) {
  renderAt(<ProfileSetupPage user={USER} notify={notify} />, {
    path: '/profile-setup',
    mocks: [answers(SAVED)],
  });
  await walkToLastStep();
  fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
  return notify;
}

describe('ProfileSetupPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(Response.json({ id: 'u-1' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(navigateAway).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('opens with the traveller’s current answers on every step', async () => {
    renderAt(<ProfileSetupPage user={USER} notify={vi.fn()} />, {
      path: '/profile-setup',
      mocks: [answers(SAVED)],
    });

    await screen.findByText('3 of 3+ selected');
    expect(screen.getByRole('button', { name: 'Coffee' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(next());
    expect(checked('Travel style')).toEqual(['Comfort Seeker']);
    fireEvent.click(next());
    expect(checked('Pace')).toEqual(['Moderate (4-5 stops a day)']);
    fireEvent.click(next());
    expect(checked('Accommodation')).toEqual(['Luxury']);
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toHaveProperty('disabled', false);
  });

  it('keeps Next disabled until each step is answered', async () => {
    renderAt(<ProfileSetupPage user={USER} notify={vi.fn()} />, {
      path: '/profile-setup',
      mocks: [answers({})],
    });

    await screen.findByText('0 of 3+ selected');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    for (const name of ['Adventure', 'Wellness']) fireEvent.click(screen.getByRole('button', { name }));
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Spiritual' }));
    fireEvent.click(next());

    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /^Cultural Explorer/ }));
    fireEvent.click(next());
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Fast (6+ stops a day)' }));
    fireEvent.click(next());
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /^Camping/ }));
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toHaveProperty('disabled', false);
  });

  it('saves with PATCH /api/profile, toasts and goes home', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const notify = vi.fn();
    const refreshUser = vi.fn(async () => USER);
    renderAt(<ProfileSetupPage user={USER} notify={notify} refreshUser={refreshUser} />, {
      path: '/profile-setup',
      // Saved, the page forgets the cached `me` (forgetMe), so the answers are read again.
      mocks: [answers(SAVED), answers(SAVED)],
    });
    await walkToLastStep();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    answer(Response.json({ id: 'u-1' }));

    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/profile');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual(SAVED);
    expect(notify).toHaveBeenCalledWith({
      title: 'Profile Updated!',
      description: "Your travel preferences have been saved. Let's start planning your first trip!",
    });
    expect(refreshUser).toHaveBeenCalled();
  });

  it('toasts and keeps every answer when the save fails', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"boom"}', { status: 500 }));
    const notify = await finishWizard();

    expect((await screen.findByRole('alert')).textContent).toContain('Your answers are still here');
    expect(notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to update profile. Please try again.',
      variant: 'destructive',
    });
    expect(screen.getByTestId('location').textContent).toBe('/profile-setup');
    expect(checked('Accommodation')).toEqual(['Luxury']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('3 of 3+ selected')).toBeTruthy();
  });

  it('toasts Unauthorized and sends a signed-out traveller to /login after 500 ms', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Not signed in"}', { status: 401 }));
    const notify = await finishWizard();

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      }),
    );
    expect(navigateAway).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/login'), { timeout: 2000 });
  });

  it('toasts and redirects to /login when nobody is signed in', async () => {
    const notify = vi.fn();
    renderAt(<ProfileSetupPage user={null} notify={notify} />, { path: '/profile-setup' });

    expect(screen.getByRole('status').textContent).toContain('Redirecting to sign in...');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Unauthorized' }));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/login'), { timeout: 2000 });
  });

  it('offers a retry when the current answers cannot be loaded', async () => {
    renderAt(<ProfileSetupPage user={USER} notify={vi.fn()} />, {
      path: '/profile-setup',
      mocks: [{ request: { query: ProfileSetupAnswersQuery }, error: new Error('Network down') }],
    });

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your preferences");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
