import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateAway } from '../../../lib/navigate';
import type { CurrentUser } from '../../../lib/shell-contract';
import { renderAt } from '../../../testing/render';
import { ONBOARDING_STORAGE_KEY, readStoredOnboarding } from '../lib/stored-answers';
import { OnboardingPage } from './onboarding-page';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

const TRAVELLER: CurrentUser = {
  id: 'u-1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  profileCompleted: false,
  interests: [],
};

const ANSWERS = {
  interests: ['nature-hikes', 'coffee', 'photo-spots'],
  travelStyle: 'adventurer',
  preferredPace: 'slow',
  lodgingPreference: 'camping',
  groupSize: 'couple',
};

const next = () => screen.getByRole('button', { name: 'Next' });
const location = () => screen.getByTestId('location').textContent;

function pick(group: string, name: string) {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }));
}

/** Steps 1-5 with the ANSWERS above; leaves the wizard on step 5 with everything chosen. */
function answerEveryStep() {
  for (const interest of ['Nature & Hikes', 'Coffee', 'Photo Spots']) {
    fireEvent.click(screen.getByRole('button', { name: interest }));
  }
  fireEvent.click(next());
  pick('Travel style', 'Adventurer Trails, thrills and the road less travelled');
  fireEvent.click(next());
  pick('Pace', 'Slow (2-3 stops a day)');
  fireEvent.click(next());
  pick('Accommodation', 'Camping Tents, cabins and campgrounds');
  fireEvent.click(next());
  pick('Group size', 'Couple');
}

function storeFinishedAnswers() {
  window.localStorage.setItem(
    ONBOARDING_STORAGE_KEY,
    JSON.stringify({ answers: ANSWERS, step: 5, finished: true }),
  );
}

describe('OnboardingPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    window.localStorage.clear();
    vi.mocked(navigateAway).mockClear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(Response.json({ id: 'u-1', profileCompleted: true }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('needs at least 3 interests before Next, counting them as "N of 3+ selected"', () => {
    renderAt(<OnboardingPage user={null} notify={vi.fn()} />, { path: '/onboarding' });

    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText('0 of 3+ selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Foodie' }));
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(screen.getByText('2 of 3+ selected')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Wellness' }));
    expect(screen.getByText('3 of 3+ selected')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', false);

    // Unselecting drops below the minimum again.
    fireEvent.click(screen.getByRole('button', { name: 'Foodie' }));
    expect(screen.getByRole('button', { name: 'Foodie' }).getAttribute('aria-pressed')).toBe('false');
    expect(next()).toHaveProperty('disabled', true);
  });

  it('needs one choice on each later step, and Previous keeps what was chosen', () => {
    renderAt(<OnboardingPage user={null} notify={vi.fn()} />, { path: '/onboarding' });
    for (const interest of ['Nature & Hikes', 'Coffee', 'Photo Spots']) {
      fireEvent.click(screen.getByRole('button', { name: interest }));
    }
    fireEvent.click(next());

    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(next()).toHaveProperty('disabled', true);
    pick('Travel style', 'Foodie Plan the route around the next meal');
    expect(next()).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('3 of 3+ selected')).toBeTruthy();
    fireEvent.click(next());
    expect(
      within(screen.getByRole('radiogroup', { name: 'Travel style' }))
        .getByRole('radio', { name: /^Foodie/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('keeps a visitor’s answers in the browser and sends them to sign up or in', () => {
    renderAt(<OnboardingPage user={null} notify={vi.fn()} />, { path: '/onboarding' });

    expect(screen.getByRole('link', { name: 'Skip setup and sign in' }).getAttribute('href')).toBe('/login');
    answerEveryStep();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Sign In' }));

    expect(location()).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readStoredOnboarding()).toEqual({ answers: ANSWERS, step: 5, finished: true });
  });

  it('picks up an unfinished draft where the visitor left it', () => {
    window.localStorage.setItem(
      ONBOARDING_STORAGE_KEY,
      JSON.stringify({ answers: { ...ANSWERS, groupSize: 'party-bus' }, step: 5, finished: false }),
    );
    renderAt(<OnboardingPage user={null} notify={vi.fn()} />, { path: '/onboarding' });

    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    // The unknown group size was dropped: the step still needs a choice.
    expect(screen.getByRole('button', { name: 'Save and Sign In' })).toHaveProperty('disabled', true);
  });

  it('saves the stored answers once the traveller has signed in, then goes home', async () => {
    storeFinishedAnswers();
    const refreshUser = vi.fn(async () => ({ ...TRAVELLER, profileCompleted: true }));
    renderAt(<OnboardingPage user={TRAVELLER} notify={vi.fn()} refreshUser={refreshUser} />, {
      path: '/onboarding',
    });

    expect(screen.getByRole('status').textContent).toContain('Saving your travel preferences...');
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/complete-onboarding');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(ANSWERS);
    expect(refreshUser).toHaveBeenCalled();
    expect(window.localStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it('saves a signed-in traveller’s last step with POST /api/complete-onboarding and goes home', async () => {
    renderAt(<OnboardingPage user={TRAVELLER} notify={vi.fn()} />, { path: '/onboarding' });

    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe('/');
    answerEveryStep();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await vi.waitFor(() => expect(location()).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/complete-onboarding');
    expect(init?.credentials).toBe('include');
    expect(JSON.parse(String(init?.body))).toEqual(ANSWERS);
  });

  it('goes home after a failed save but keeps the answers for the next visit', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"down"}', { status: 503 }));
    renderAt(<OnboardingPage user={TRAVELLER} notify={vi.fn()} />, { path: '/onboarding' });

    answerEveryStep();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(readStoredOnboarding()).toEqual({ answers: ANSWERS, step: 5, finished: true });
  });

  it('sends a traveller whose session ended to sign in, answers kept', async () => {
    storeFinishedAnswers();
    fetchMock.mockResolvedValue(new Response('{"message":"Not signed in"}', { status: 401 }));
    renderAt(<OnboardingPage user={TRAVELLER} notify={vi.fn()} />, { path: '/onboarding' });

    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/login'));
    expect(readStoredOnboarding()?.finished).toBe(true);
  });

  it('goes back to the page the sign-in was started from, for a visitor and a traveller (issue 21)', async () => {
    const path = '/onboarding?returnTo=%2Ftrip%2F53';
    const visitor = renderAt(<OnboardingPage user={null} notify={vi.fn()} />, { path });
    expect(screen.getByRole('link', { name: 'Skip setup and sign in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Ftrip%2F53',
    );
    answerEveryStep();
    fireEvent.click(screen.getByRole('button', { name: 'Save and Sign In' }));
    expect(location()).toBe('/login?returnTo=%2Ftrip%2F53');
    visitor.unmount();

    // Back signed in: the stored answers are saved, then the trip, not home.
    renderAt(<OnboardingPage user={TRAVELLER} notify={vi.fn()} />, { path });
    await vi.waitFor(() => expect(location()).toBe('/trip/53'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never goes back to another site', async () => {
    storeFinishedAnswers();
    renderAt(<OnboardingPage user={TRAVELLER} notify={vi.fn()} />, {
      path: `/onboarding?returnTo=${encodeURIComponent('//evil.example/x')}`,
    });
    await vi.waitFor(() => expect(location()).toBe('/'));
  });
});
