import type { MockedResponse } from '@apollo/client/testing';
import { ACCOMMODATION_TYPES } from '@byway/contracts/rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { navigateAway } from '../../../lib/navigate';
import type { CurrentUser, Notify } from '../../../lib/shell-contract';
import { renderInShell } from '../../../testing/render';
import { ADA } from '../../../testing/traveller';
import { TripThemesQuery } from '../api/trip-themes';
import type { OpenProgressStream } from '../lib/plan-progress';
import { createAnswer, EXPECTED_INPUT, PROGRESS_ID } from '../testing/create-trip-answer';
import { fakeProgressStreams } from '../testing/fake-progress-stream';
import { placeCheckAnswer, routeCheckAnswer } from '../testing/place-check-answers';
import { tripThemesAnswer } from '../testing/trip-themes-answer';
import { TripBuilder } from './trip-builder';

vi.mock('../../../lib/navigate', () => ({ navigateAway: vi.fn() }));

const themesAnswer = tripThemesAnswer;

/** Step 1's places as the builder's tests type them, both known to the planner. */
const placesAnswers = [
  placeCheckAnswer('Denver, CO', { ok: true, label: 'Denver, CO' }),
  placeCheckAnswer('Moab, UT', { ok: true, label: 'Moab, UT' }),
  routeCheckAnswer('Denver, CO', 'Moab, UT'),
];

function TripPage() {
  const { id } = useParams();
  return <h1>Trip page {id}</h1>;
}

function renderBuilder({
  mocks = [themesAnswer],
  user = ADA,
  notify = vi.fn<Notify>(),
  openProgressStream = fakeProgressStreams().open,
}: {
  mocks?: MockedResponse[];
  user?: CurrentUser | null;
  notify?: Mock<Notify>;
  openProgressStream?: OpenProgressStream;
} = {}) {
  const view = renderInShell(
    <Routes>
      <Route
        path="/"
        element={<TripBuilder user={user} notify={notify} openProgressStream={openProgressStream} />}
      />
      <Route path="/trip/:id" element={<TripPage />} />
    </Routes>,
    { mocks: [...mocks, ...placesAnswers] },
  );
  return { ...view, notify };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

/** Fills every step as EXPECTED_INPUT says and stops on step 5, ready to create. */
async function fillAllSteps() {
  fireEvent.change(screen.getByLabelText('Starting location'), { target: { value: ' Denver, CO ' } });
  fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Moab, UT' } });
  fireEvent.change(screen.getByLabelText('Trip duration'), { target: { value: '4' } });
  fireEvent.click(next());
  // Next checks both places with the planner before step 2.
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Nature & Hiking' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Foodie' }));
  fireEvent.click(next());
  fireEvent.change(screen.getByLabelText('Travel party size'), { target: { value: '3' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Fall' }));
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('radio', { name: 'Glamping' }));
  fireEvent.click(next());
  fireEvent.click(screen.getByRole('radio', { name: 'Moderate' }));
  fireEvent.change(screen.getByLabelText('Anything special'), { target: { value: 'Anniversary trip' } });
}

/**
 * Renders the builder with the themes and this answer to the create mutation, fills every step and presses
 * Create My Trip!; the progress streams it opens are recorded.
 */
async function createTrip(create: MockedResponse, options: Parameters<typeof renderBuilder>[0] = {}) {
  const streams = fakeProgressStreams();
  const view = renderBuilder({ mocks: [themesAnswer, create], openProgressStream: streams.open, ...options });
  await fillAllSteps();
  fireEvent.click(screen.getByRole('button', { name: 'Create My Trip!' }));
  return { ...view, streams };
}

describe('TripBuilder', () => {
  beforeEach(() => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(PROGRESS_ID);
  });
  afterEach(() => {
    vi.mocked(navigateAway).mockClear();
    vi.restoreAllMocks();
  });

  it('walks the five steps with Step n of 5, the percentage and the Previous/Next rules', async () => {
    renderBuilder();

    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByText('20% complete')).toBeTruthy();
    expect(previous()).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', true);
    const days = screen.getByLabelText('Trip duration');
    expect((days as HTMLSelectElement).value).toBe('7');
    expect(
      within(days)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 day', ...Array.from({ length: 13 }, (_, index) => `${index + 2} days`)]);

    fireEvent.blur(screen.getByLabelText('Starting location'));
    fireEvent.blur(screen.getByLabelText('Destination'));
    expect(screen.getByText('Starting location is required')).toBeTruthy();
    expect(screen.getByText('Ending location is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Starting location'), { target: { value: 'Denver, CO' } });
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: '   ' } });
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Moab, UT' } });
    expect(screen.queryByText('Starting location is required')).toBeNull();
    fireEvent.click(next());

    await screen.findByText('Step 2 of 5');
    expect(screen.getByText('40% complete')).toBeTruthy();
    expect(await screen.findAllByRole('checkbox')).toHaveLength(16);
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Foodie' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(next());

    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    const party = screen.getByLabelText('Travel party size') as HTMLSelectElement;
    expect(party.value).toBe('2');
    expect(within(party).getAllByRole('option')).toHaveLength(20);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Winter' }));
    fireEvent.click(next());

    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    // The 8 accommodation types of the spec, in its order.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...ACCOMMODATION_TYPES,
    ]);
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Camping' }));
    fireEvent.click(next());

    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    expect(screen.getByText('100% complete')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'budget',
      'moderate',
      'luxury',
      'flexible',
    ]);
    const create = screen.getByRole('button', { name: 'Create My Trip!' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Flexible' }));
    expect(create).toHaveProperty('disabled', false);

    fireEvent.click(previous());
    fireEvent.click(previous());
    fireEvent.click(previous());
    fireEvent.click(previous());
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect((screen.getByLabelText('Starting location') as HTMLInputElement).value).toBe('Denver, CO');
    expect(previous()).toHaveProperty('disabled', true);
  });

  it('says on step 1, once both places are known, when no road joins them (issue 21)', async () => {
    const noRoad = 'There is no road trip between "Denver, CO" and "Paris, France".';
    renderBuilder({
      mocks: [
        themesAnswer,
        placeCheckAnswer('Paris, France', { ok: true, label: 'Paris, France' }),
        routeCheckAnswer('Denver, CO', 'Paris, France', noRoad),
      ],
    });
    fireEvent.change(screen.getByLabelText('Starting location'), { target: { value: 'Denver, CO' } });
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Paris, France' } });
    fireEvent.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe(noRoad);
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    // Changing the destination takes the message away; a road trip goes on to step 2.
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Moab, UT' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Nature & Hiking' })).toBeTruthy();
  });

  it('hints at places written either way, a US town and state or a town and country', () => {
    renderBuilder();
    const start = screen.getByLabelText('Starting location') as HTMLInputElement;
    const end = screen.getByLabelText('Destination') as HTMLInputElement;
    expect(start.placeholder).toBe('A town or park, like "Denver, CO" or "Lyon, France"');
    expect(end.placeholder).toBe('A town, park or landmark, like "Moab, UT" or "Florence, Italy"');
  });

  it('starts from the traveller’s interests and lodging preference, preselected but changeable', async () => {
    renderBuilder({
      user: {
        ...ADA,
        interests: ['nature-hikes', 'photo-spots', 'not-an-interest'],
        lodgingPreference: 'comfort',
      },
    });
    fireEvent.change(screen.getByLabelText('Starting location'), { target: { value: 'Denver, CO' } });
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Moab, UT' } });
    fireEvent.click(next());

    const nature = await screen.findByRole('checkbox', { name: 'Nature & Hiking' });
    expect(nature).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Photo Spots' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Foodie' })).toHaveProperty('checked', false);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByText(/Preselected from your profile interests/)).toBeTruthy();
    fireEvent.click(nature);
    expect(nature).toHaveProperty('checked', false);
    expect(screen.getByText('1 selected')).toBeTruthy();

    fireEvent.click(next());
    fireEvent.click(screen.getByRole('radio', { name: 'Fall' }));
    fireEvent.click(next());
    expect(screen.getByRole('radio', { name: 'Hotels' })).toHaveProperty('checked', true);
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('radio', { name: 'Camping' }));
    expect(screen.getByRole('radio', { name: 'Hotels' })).toHaveProperty('checked', false);
  });

  it('plans at the traveller’s preferred pace from their profile', async () => {
    await createTrip(createAnswer({}, { ...EXPECTED_INPUT, pace: 'slow' }), {
      user: { ...ADA, preferredPace: 'slow' },
    });
    await screen.findByRole('heading', { name: 'Trip page 42' });
  });

  it('shows the theme error state and loads the themes again on Try again', async () => {
    renderBuilder({
      // Delayed so the loading state is still there once Next's place check has moved on to step 2.
      mocks: [
        { request: { query: TripThemesQuery }, error: new Error('Network down'), delay: 100 },
        themesAnswer,
      ],
    });
    fireEvent.change(screen.getByLabelText('Starting location'), { target: { value: 'Denver, CO' } });
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Moab, UT' } });
    fireEvent.click(next());

    await screen.findByText('Step 2 of 5');
    expect(screen.getByRole('status').textContent).toContain('Loading themes...');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the trip themes");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(16);
  });

  it('listens for progress before creating, shows the real planning steps, then toasts and opens the trip', async () => {
    const { notify, streams } = await createTrip(createAnswer({ delay: 200 }));

    const overlay = screen.getByRole('dialog', { name: 'Creating your trip' });
    expect(overlay.textContent).toContain('Our AI is crafting your personalised itinerary.');
    expect(overlay.textContent).not.toMatch(/minute/);
    expect(streams.opened).toHaveLength(1);
    const stream = streams.opened[0]!;
    expect(stream.url).toBe(`/api/trips/plan-progress/${PROGRESS_ID}`);

    act(() => {
      stream.emit('started', { type: 'started', planner: 'offline' });
      stream.emit('day', {
        type: 'day',
        optionIndex: 0,
        day: 1,
        title: 'Denver to Glenwood',
        overnight: 'Glenwood Springs',
      });
      stream.emit('day', {
        type: 'day',
        optionIndex: 0,
        day: 2,
        title: 'Into the canyons',
        overnight: 'Glenwood Springs',
      });
    });
    expect(within(overlay).getByRole('status').textContent).toBe('Planning day 2 of 4: Glenwood Springs');
    expect(within(overlay).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(overlay.textContent).toContain('Day 1: Denver to Glenwood (overnight in Glenwood Springs)');

    act(() => stream.emit('done', { type: 'done', planner: 'offline', fallbackReason: null }));
    expect(stream.closed).toBe(true);

    await screen.findByRole('heading', { name: 'Trip page 42' });
    expect(notify).toHaveBeenCalledWith({
      title: 'Trip Created Successfully!',
      description: 'Denver, CO to Moab, UT is ready to explore.',
    });
  });

  it('waits for the trip when the progress stream is refused (429: too many open), and opens it all the same', async () => {
    const { notify, streams } = await createTrip(createAnswer({ delay: 200 }));
    const overlay = screen.getByRole('dialog', { name: 'Creating your trip' });
    // A browser's EventSource answered 429 fires 'error' and gives up (no retry, no events).
    act(() => streams.opened[0]!.emit('error', {}));
    expect(within(overlay).getByRole('status').textContent).toBe('Getting the planner ready...');
    expect(screen.queryByRole('alert')).toBeNull();

    await screen.findByRole('heading', { name: 'Trip page 42' });
    expect(notify).toHaveBeenCalledWith({
      title: 'Trip Created Successfully!',
      description: 'Denver, CO to Moab, UT is ready to explore.',
    });
  });

  it('shows the server’s refusal once, beside the button (no toast over it), and keeps everything entered', async () => {
    const { notify, streams } = await createTrip(
      createAnswer({
        result: {
          errors: [
            new GraphQLError('We could not find a place called "Atlantis"', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your trip could not be created: We could not find a place called "Atlantis"',
    );
    expect(screen.getAllByText(/We could not find a place called "Atlantis"/)).toHaveLength(1);
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to Create Trip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(streams.opened[0]?.closed).toBe(true);
    expect((screen.getByRole('radio', { name: 'Moderate' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Anything special') as HTMLTextAreaElement).value).toBe('Anniversary trip');
    for (let index = 0; index < 4; index += 1) fireEvent.click(previous());
    // The planner's label for what was typed (' Denver, CO ') is what the form keeps and sends.
    expect((screen.getByLabelText('Starting location') as HTMLInputElement).value).toBe('Denver, CO');
    expect((screen.getByLabelText('Trip duration') as HTMLSelectElement).value).toBe('4');
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('falls back to the generic failure text when the error has no message', async () => {
    const { notify } = await createTrip(createAnswer({ error: new Error('') }));

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Failed to Create Trip',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('says the session expired and goes to /login when the gateway answers UNAUTHENTICATED', async () => {
    const { notify } = await createTrip(
      createAnswer({
        result: { errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] },
      }),
    );

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Session Expired',
        description: 'Please log in again to create your trip.',
        variant: 'destructive',
      }),
    );
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to Create Trip' }));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/login'), { timeout: 2000 });
    expect((screen.getByLabelText('Anything special') as HTMLTextAreaElement).value).toBe('Anniversary trip');
  });

  it('toasts Unauthorized and goes to /login when nobody is signed in', async () => {
    const { notify } = renderBuilder({ user: null });

    expect(screen.queryByText('Step 1 of 5')).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/login'), { timeout: 2000 });
  });

  it('closes the progress stream when the builder unmounts while planning', async () => {
    const { unmount, streams } = await createTrip(createAnswer({ delay: 500 }));
    expect(streams.opened[0]?.closed).toBe(false);
    unmount();
    expect(streams.opened[0]?.closed).toBe(true);
  });
});
