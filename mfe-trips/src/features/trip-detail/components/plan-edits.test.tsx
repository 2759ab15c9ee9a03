import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_EDIT_LIMITS, STOP_NOT_FOUND_MESSAGE } from '@byway/contracts/rules';
import {
  MoveTripStopMutation,
  PutBackTripStopMutation,
  RemoveTripStopMutation,
  RenameTripStopMutation,
  SetTripDayNoteMutation,
  SetTripStopNoteMutation,
} from '../api/plan-edits';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { editAnswer, editedTrip, plannedStop } from './plan-edits.fixtures';
import { dayCard, renderTrip, shownTrip, tripAnswer, tripShown } from './trip-detail.testing';
import { tripFixture } from './trip-detail.fixtures';

// Issue 22: the traveller edits their plan by hand on the trip page, and can undo each edit.
vi.mock('../../../components/journey-map/components/journey-map', () => import('./trip-detail.mocks'));
vi.mock('../trip-panels/components/trip-panels', () => import('./trip-detail.mocks'));
vi.mock('../route-photos/components/route-photos', () => import('./trip-detail.mocks'));

const redRocks = plannedStop('Red Rocks Amphitheatre');
const glenwood = plannedStop('Glenwood Hot Springs');
const arches = plannedStop('Arches National Park');

const stopNames = (day: string) =>
  within(dayCard(day))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const mapText = () => screen.getByRole('region', { name: 'Journey map' }).textContent;
const button = (name: string) => screen.getByRole('button', { name });
const notice = () => screen.getByTestId('plan-edit-notice');

async function editPlan() {
  await tripShown();
  fireEvent.click(button('Edit plan'));
  await screen.findByRole('button', { name: 'Remove Arches National Park' });
}

// An edit and its undo are several answers in a row, each rendered as deferred work: on a busy machine
// that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Trip page: Edit plan', () => {
  it('is off at first; on, every stop has its edits named for it and every day of the trip shows', async () => {
    renderTrip(shownTrip());
    await tripShown();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(button('Edit plan').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button('Edit plan'));
    expect(button('Edit plan').getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Red Rocks Amphitheatre', 'Glenwood Hot Springs', 'Arches National Park']) {
      for (const control of [`Move ${name} up`, `Move ${name} down`, `Rename ${name}`, `Note on ${name}`]) {
        expect(button(control)).toBeTruthy();
      }
      expect(screen.getByRole('combobox', { name: `Move ${name} to day` })).toBeTruthy();
    }
    // The first of a day cannot go up, the last cannot go down.
    expect((button('Move Red Rocks Amphitheatre up') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Move Glenwood Hot Springs down') as HTMLButtonElement).disabled).toBe(true);
    // Days without stops show too, so a stop can move there and the day can have a note.
    expect(stopNames('Rest day')).toEqual([]);
    expect(within(dayCard('Day 4')).getByLabelText('Your note for day 4')).toBeTruthy();
  });

  it('removes a stop, the map and days following, and Undo puts it back where it was', async () => {
    const removed = editedTrip({ planned: [redRocks, glenwood], minute: 1 });
    const putBack = { ...arches, stopKey: 'added-41' };
    const restored = editedTrip({ planned: [redRocks, glenwood], added: [putBack], minute: 2 });
    renderTrip([
      ...shownTrip(),
      ...editAnswer(RemoveTripStopMutation, 'removeTripStop', { stopKey: arches.stopKey }, removed),
      {
        request: {
          query: PutBackTripStopMutation,
          variables: {
            tripId: 7,
            stop: {
              name: 'Arches National Park',
              description: 'Over 2,000 natural stone arches.',
              category: 'nature',
              address: 'Moab, UT 84532',
              latitude: 38.73,
              longitude: -109.59,
              estimatedDuration: 180,
              addAnyway: true,
            },
          },
        },
        result: { data: { addStopToTrip: { __typename: 'TripStop', stopKey: 'added-41' } } },
      },
      ...editAnswer(
        MoveTripStopMutation,
        'moveTripStop',
        { stopKey: 'added-41', dayNumber: 3, position: 1 },
        restored,
      ),
    ]);
    await editPlan();

    fireEvent.click(button('Remove Arches National Park'));
    await waitFor(() => expect(mapText()).not.toContain('Arches National Park'));
    expect(stopNames('Arches at last')).toEqual([]);
    expect(notice().textContent).toContain('Removed Arches National Park.');
    // The stop's buttons are gone: Undo has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(notice()).getByRole('button', { name: 'Undo' })),
    );

    fireEvent.click(within(notice()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stopNames('Arches at last')).toEqual(['Arches National Park']));
    expect(mapText()).toContain('Arches National Park');
    expect(notice().textContent).toContain(
      'Undone: Arches National Park is back on day 3, now as a stop you added.',
    );
    expect(within(notice()).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('moves a stop up its day, keeps the focus on it, and Undo moves it back', async () => {
    const moved = editedTrip({ planned: [glenwood, redRocks, arches], minute: 1 });
    const back = editedTrip({ planned: [redRocks, glenwood, arches], minute: 2 });
    const stopKey = glenwood.stopKey;
    renderTrip([
      ...shownTrip(),
      ...editAnswer(MoveTripStopMutation, 'moveTripStop', { stopKey, dayNumber: 1, position: 1 }, moved),
      ...editAnswer(MoveTripStopMutation, 'moveTripStop', { stopKey, dayNumber: 1, position: 2 }, back),
    ]);
    await editPlan();

    fireEvent.click(button('Move Glenwood Hot Springs up'));
    await waitFor(() =>
      expect(stopNames('Into the Rockies')).toEqual(['Glenwood Hot Springs', 'Red Rocks Amphitheatre']),
    );
    // Now first, it cannot go up again: the focus stays with the stop, on its other move button.
    await waitFor(() => expect(document.activeElement).toBe(button('Move Glenwood Hot Springs down')));
    expect(notice().textContent).toContain('Moved Glenwood Hot Springs up.');

    fireEvent.click(within(notice()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(stopNames('Into the Rockies')).toEqual(['Red Rocks Amphitheatre', 'Glenwood Hot Springs']),
    );
    expect(notice().textContent).toContain('Undone: Glenwood Hot Springs is back where it was.');
  });

  it('moves a stop to another day, its day select keeping the focus there', async () => {
    const moved = editedTrip({ planned: [glenwood, { ...redRocks, dayNumber: 2 }, arches], minute: 1 });
    renderTrip([
      ...shownTrip(),
      ...editAnswer(
        MoveTripStopMutation,
        'moveTripStop',
        { stopKey: redRocks.stopKey, dayNumber: 2, position: 1000 },
        moved,
      ),
    ]);
    await editPlan();

    fireEvent.change(screen.getByRole('combobox', { name: 'Move Red Rocks Amphitheatre to day' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(stopNames('Rest day')).toEqual(['Red Rocks Amphitheatre']));
    expect(stopNames('Into the Rockies')).toEqual(['Glenwood Hot Springs']);
    const select = within(dayCard('Rest day')).getByRole('combobox', {
      name: 'Move Red Rocks Amphitheatre to day',
    });
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(notice().textContent).toContain('Moved Red Rocks Amphitheatre to day 2.');
  });

  it('says so when a move fails, the plan as it was', async () => {
    renderTrip([
      ...shownTrip(),
      ...editAnswer(
        MoveTripStopMutation,
        'moveTripStop',
        { stopKey: glenwood.stopKey, dayNumber: 1, position: 1 },
        {
          offline: true,
        },
      ),
    ]);
    await editPlan();
    fireEvent.click(button('Move Glenwood Hot Springs up'));
    await waitFor(() =>
      expect(notice().textContent).toContain(
        "We couldn't move Glenwood Hot Springs. We couldn't reach Byway. Check your connection and try again.",
      ),
    );
    expect(stopNames('Into the Rockies')).toEqual(['Red Rocks Amphitheatre', 'Glenwood Hot Springs']);
  });
});

describe('Trip page: names and notes', () => {
  it('renames a stop, the limit shown as it is typed; a refusal keeps the typed name; Undo names it back', async () => {
    const renamed = editedTrip({ planned: [redRocks, glenwood, { ...arches, name: 'Arches' }], minute: 1 });
    const back = editedTrip({ planned: [redRocks, glenwood, arches], minute: 2 });
    renderTrip([
      ...shownTrip(),
      ...editAnswer(
        RenameTripStopMutation,
        'renameTripStop',
        { stopKey: arches.stopKey, name: 'Arches!' },
        {
          // Removed meanwhile in another tab.
          refused: STOP_NOT_FOUND_MESSAGE,
        },
      ),
      ...editAnswer(
        RenameTripStopMutation,
        'renameTripStop',
        { stopKey: arches.stopKey, name: 'Arches' },
        renamed,
      ),
      ...editAnswer(
        RenameTripStopMutation,
        'renameTripStop',
        { stopKey: arches.stopKey, name: 'Arches National Park' },
        back,
      ),
    ]);
    await editPlan();
    fireEvent.click(button('Rename Arches National Park'));
    const field = screen.getByRole('textbox', {
      name: 'New name for Arches National Park',
    }) as HTMLInputElement;
    const max = PLAN_EDIT_LIMITS.stopName;
    expect(screen.getByText(`20 of ${max} characters`)).toBeTruthy();

    // Too long: said at once, and nothing is sent (no answer is mocked for it).
    fireEvent.change(field, { target: { value: 'x'.repeat(max + 1) } });
    expect(screen.getByText(new RegExp(`shorten it by 1\\.$`))).toBeTruthy();
    fireEvent.click(button('Save name'));
    expect(await screen.findByRole('alert')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Arches!' } });
    fireEvent.click(button('Save name'));
    expect((await screen.findByRole('alert')).textContent).toBe(STOP_NOT_FOUND_MESSAGE);
    expect(field.value).toBe('Arches!');

    fireEvent.change(field, { target: { value: 'Arches' } });
    fireEvent.click(button('Save name'));
    await waitFor(() => expect(stopNames('Arches at last')).toEqual(['Arches']));
    expect(screen.queryByRole('textbox', { name: /New name for/ })).toBeNull();
    // The field closed: the focus is back on the button that opened it, named for the new name.
    await waitFor(() => expect(document.activeElement).toBe(button('Rename Arches')));
    expect(notice().textContent).toContain('Renamed Arches National Park to Arches.');

    fireEvent.click(within(notice()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stopNames('Arches at last')).toEqual(['Arches National Park']));
  });

  it('keeps a note on a stop, and keeps the typed note when the save fails', async () => {
    const note = 'Book the 9 am ranger tour';
    const noted = editedTrip({ planned: [redRocks, glenwood, { ...arches, note }], minute: 1 });
    renderTrip([
      ...shownTrip(),
      ...editAnswer(
        SetTripStopNoteMutation,
        'setTripStopNote',
        { stopKey: arches.stopKey, note },
        { offline: true },
      ),
      ...editAnswer(SetTripStopNoteMutation, 'setTripStopNote', { stopKey: arches.stopKey, note }, noted),
    ]);
    await editPlan();
    // Escape closes the field unsaved, the focus back on its button.
    fireEvent.click(button('Note on Arches National Park'));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your note on Arches National Park' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('textbox', { name: 'Your note on Arches National Park' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button('Note on Arches National Park')));

    fireEvent.click(button('Note on Arches National Park'));
    const field = screen.getByRole('textbox', {
      name: 'Your note on Arches National Park',
    }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: note } });
    expect(screen.getByText(`25 of ${PLAN_EDIT_LIMITS.stopNote} characters`)).toBeTruthy();

    fireEvent.click(button('Save note'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't reach Byway. Check your connection and try again.",
    );
    expect(field.value).toBe(note);

    fireEvent.click(button('Save note'));
    expect(await within(dayCard('Arches at last')).findByText(`Your note: ${note}`)).toBeTruthy();
    expect(notice().textContent).toContain('Saved your note on Arches National Park.');
  });

  it('keeps a note on a day, shown with the day once editing ends; Undo clears it', async () => {
    const note = 'Fill up in Green River: nothing for 100 miles';
    const planned = [redRocks, glenwood, arches];
    renderTrip([
      ...shownTrip(),
      ...editAnswer(
        SetTripDayNoteMutation,
        'setTripDayNote',
        { dayNumber: 3, note },
        editedTrip({
          planned,
          dayNotes: [{ day: 3, note }],
          minute: 1,
        }),
      ),
      ...editAnswer(
        SetTripDayNoteMutation,
        'setTripDayNote',
        { dayNumber: 3, note: null },
        editedTrip({
          planned,
          minute: 2,
        }),
      ),
    ]);
    await editPlan();
    fireEvent.change(screen.getByLabelText('Your note for day 3'), { target: { value: note } });
    fireEvent.click(within(dayCard('Arches at last')).getByRole('button', { name: 'Save day note' }));
    await waitFor(() => expect(notice().textContent).toContain('Saved your note on day 3.'));

    fireEvent.click(button('Edit plan'));
    expect(within(dayCard('Arches at last')).getByText(`Your note: ${note}`)).toBeTruthy();

    fireEvent.click(within(notice()).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(dayCard('Arches at last')).queryByText(/^Your note:/)).toBeNull());
  });

  it('shows a viewer the plan without its edits; an editor edits it', async () => {
    renderTrip(shownTrip(tripFixture({ role: 'viewer' })));
    await tripShown();
    expect(screen.queryByRole('button', { name: 'Edit plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    cleanup();

    renderTrip(shownTrip(tripFixture({ role: 'editor' })));
    await editPlan();
  });

  it('edits only the route the traveller keeps', async () => {
    renderTrip([
      tripAnswer(tripFixture({ selectedRouteIndex: 1 })),
      tripFixtureForecast(1),
      tripFixtureForecast(0),
    ]);
    await tripShown();
    fireEvent.click(screen.getByRole('radio', { name: /The Classic/ }));
    expect((button('Edit plan') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose this route again to keep it before editing it.')).toBeTruthy();
  });
});
