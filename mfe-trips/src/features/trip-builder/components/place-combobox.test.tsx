import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Notify } from '../../../lib/shell-contract';
import { renderInShell } from '../../../testing/render';
import { ADA } from '../../../testing/traveller';
import { PlaceSuggestionsQuery } from '../api/place-check';
import { fakeProgressStreams } from '../testing/fake-progress-stream';
import { placeCheckAnswer } from '../testing/place-check-answers';
import { tripThemesAnswer } from '../testing/trip-themes-answer';
import { TripBuilder } from './trip-builder';

// Step 1's start and destination: comboboxes with suggestions, checked with the planner before Next moves on.
const SPRINGFIELDS = ['Springfield, MO', 'Springfield, MA', 'Springfield, IL'];

function suggestionsAnswer(text: string, labels: string[]): MockedResponse {
  return {
    request: { query: PlaceSuggestionsQuery, variables: { text } },
    result: {
      data: {
        placeSuggestions: labels.map((label) => ({
          __typename: 'PlaceSuggestion',
          label,
          kind: label.includes('National Park') ? 'landmark' : 'town',
          country: 'US',
        })),
      },
    },
  };
}

const springfieldAmbiguous = placeCheckAnswer('Springfield', {
  ok: false,
  message:
    '"Springfield" could mean Springfield, MO; Springfield, MA or Springfield, IL. Add the state, like "Springfield, MO".',
  options: SPRINGFIELDS,
});
const UNKNOWN_MESSAGE = `We couldn't find "Xqzvplk". Try a town with its state or country, like "Austin, TX" or "Lyon, France", or a national park.`;

function renderStep1(mocks: MockedResponse[]) {
  renderInShell(
    <Routes>
      <Route
        path="/"
        element={
          <TripBuilder user={ADA} notify={vi.fn<Notify>()} openProgressStream={fakeProgressStreams().open} />
        }
      />
    </Routes>,
    { mocks },
  );
  return {
    start: screen.getByRole('combobox', { name: 'Starting location' }),
    end: screen.getByRole('combobox', { name: 'Destination' }),
  };
}

const type = (field: HTMLElement, text: string) => {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
};

describe('Trip builder step 1: place comboboxes', () => {
  it('suggests places after a pause in typing; arrow keys move, Enter picks, Escape closes', async () => {
    const { start } = renderStep1([
      suggestionsAnswer('Springf', SPRINGFIELDS),
      suggestionsAnswer('Moa', ['Moab, UT']),
    ]);
    expect(start.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(start.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('the combobox controls no listbox');
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(listbox.hidden).toBe(true);

    type(start, 'Springf');
    await screen.findByText('Looking for places...');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(SPRINGFIELDS);
    expect(screen.getByRole('listbox', { name: 'Places to start from' })).toBe(listbox);
    expect(start.getAttribute('aria-expanded')).toBe('true');
    expect(start.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(start, { key: 'ArrowDown' });
    fireEvent.keyDown(start, { key: 'ArrowDown' });
    expect(start.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    expect(start.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(start, { key: 'Enter' });
    expect((start as HTMLInputElement).value).toBe('Springfield, IL');
    expect(start.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();

    type(start, 'Moa');
    await within(listbox).findByRole('option', { name: 'Moab, UT' });
    fireEvent.keyDown(start, { key: 'Escape' });
    expect(start.getAttribute('aria-expanded')).toBe('false');
    expect((start as HTMLInputElement).value).toBe('Moa');
  });

  it('picks a suggestion with the mouse, keeping focus in the field', async () => {
    const { end } = renderStep1([suggestionsAnswer('Arch', ['Arches National Park, UT'])]);
    type(end, 'Arch');
    const option = await screen.findByRole('option', { name: /Arches National Park, UT/ });
    expect(option.textContent).toContain('landmark');
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect((end as HTMLInputElement).value).toBe('Arches National Park, UT');
    expect(end.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the places a shared name could mean, to pick on leaving the field, and Next waits for a pick', async () => {
    const { start, end } = renderStep1([
      springfieldAmbiguous,
      placeCheckAnswer('Moab, UT', { ok: true, label: 'Moab, UT' }),
      // Step 2 lists the themes.
      tripThemesAnswer,
    ]);
    fireEvent.change(start, { target: { value: 'Springfield' } });
    fireEvent.blur(start);
    const choices = await screen.findByRole('group', { name: 'Which Springfield?' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(SPRINGFIELDS);
    expect(screen.getByRole('alert').textContent).toContain('could mean');
    expect(start.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(end, { target: { value: 'Moab, UT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(start));
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();

    fireEvent.click(within(choices).getByRole('button', { name: 'Springfield, IL' }));
    expect((start as HTMLInputElement).value).toBe('Springfield, IL');
    expect(screen.queryByRole('group', { name: 'Which Springfield?' })).toBeNull();
    expect(start.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 5');
  });

  it('says under the field when the planner does not know a place, and Next stays on step 1 until it is fixed', async () => {
    const { start, end } = renderStep1([
      placeCheckAnswer('Denver', { ok: true, label: 'Denver, CO' }),
      placeCheckAnswer('Xqzvplk', { ok: false, message: UNKNOWN_MESSAGE }),
      suggestionsAnswer('Mo', ['Moab, UT', 'Monterey, CA']),
      // Step 2 lists the themes.
      tripThemesAnswer,
    ]);
    fireEvent.change(start, { target: { value: 'Denver' } });
    fireEvent.blur(start);
    // The planner's label replaces what was typed.
    await vi.waitFor(() => expect((start as HTMLInputElement).value).toBe('Denver, CO'));

    fireEvent.change(end, { target: { value: 'Xqzvplk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const message = await screen.findByText(UNKNOWN_MESSAGE);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBe(message.parentElement?.id);
    expect(document.activeElement).toBe(end);
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();

    type(end, 'Mo');
    expect(screen.queryByText(UNKNOWN_MESSAGE)).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Moab, UT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 5');
  });
});
