import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel } from './panel.testing';
import {
  AddTripMemoryMutation,
  TripMemoriesQuery,
  type TripMemory,
  type TripMemoryInput,
} from '../api/trip-memories';
import { MemoriesPanel, memoryInput } from './memories-panel';
import { expectErrorToast } from '../../../../testing/expectations';

const memory = (id: number, overrides: Partial<TripMemory> = {}) => ({
  __typename: 'TripMemory' as const,
  id,
  tripId: 7,
  stopName: 'Red Rocks Amphitheatre',
  stopInItinerary: true,
  memoryType: 'note',
  content: `Memory ${id}`,
  photoUrl: null,
  rating: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const list = (memories: ReturnType<typeof memory>[]): MockedResponse => ({
  request: { query: TripMemoriesQuery, variables: { id: 7 } },
  result: { data: { trip: { __typename: 'Trip', id: 7, memories } } },
});

const save = (input: TripMemoryInput, ok = true): MockedResponse => ({
  request: { query: AddTripMemoryMutation, variables: { tripId: 7, input } },
  ...(ok
    ? {
        result: {
          data: {
            addTripMemory: memory(99, {
              ...input,
              content: input.content ?? null,
              rating: input.rating ?? null,
              photoUrl: input.photoUrl ?? null,
            }),
          },
        },
      }
    : { error: new Error('500: boom') }),
});

const form = () => screen.getByRole('form', { name: 'Add a memory' });

describe('memoryInput', () => {
  const draft = { stopName: 'A', content: ' hi ', rating: 5, photoUrl: ' https://x.test/p.jpg ' };
  it('keeps only the fields of the type, and drops empty ones', () => {
    expect(memoryInput({ ...draft, memoryType: 'rating' })).toEqual({
      stopName: 'A',
      memoryType: 'rating',
      rating: 5,
    });
    expect(memoryInput({ ...draft, memoryType: 'photo' })).toEqual({
      stopName: 'A',
      memoryType: 'photo',
      photoUrl: 'https://x.test/p.jpg',
    });
    expect(memoryInput({ ...draft, memoryType: 'note' })).toEqual({
      stopName: 'A',
      memoryType: 'note',
      content: 'hi',
    });
    expect(memoryInput({ ...draft, content: '  ', memoryType: 'check_in' })).toEqual({
      stopName: 'A',
      memoryType: 'check_in',
    });
  });
});

describe('MemoriesPanel', () => {
  it('lists the memories and says when there are none', async () => {
    renderPanel(MemoriesPanel, [
      list([memory(1), memory(2, { memoryType: 'rating', content: null, rating: 4 })]),
    ]);
    expect(screen.getByRole('heading', { name: 'Trip Memories' })).toBeTruthy();
    await screen.findByText('Memory 1');
    expect(screen.getByLabelText('Rating 4 out of 5')).toBeTruthy();
  });

  it('keeps naming the stop of a memory the current itinerary no longer holds', async () => {
    renderPanel(MemoriesPanel, [
      list([
        memory(1, { stopName: 'Delicate Arch', stopInItinerary: false }),
        memory(2, { stopName: 'Arches National Park' }),
      ]),
    ]);
    const memories = await screen.findByRole('list', { name: 'Memories' });
    const headings = within(memories).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Delicate Arch (not in the current itinerary)',
      'Arches National Park',
    ]);
  });

  it('shows the empty state', async () => {
    renderPanel(MemoriesPanel, [list([])]);
    await screen.findByText('No memories yet. Save your first one below.');
  });

  it('requires a stop', async () => {
    const notify = renderPanel(MemoriesPanel, [list([])]);
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Memory' }));
    await screen.findByText('Please choose a stop.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('saves a rating (default 5) and shows it first, with the success toast', async () => {
    const notify = renderPanel(MemoriesPanel, [
      list([memory(1)]),
      save({ stopName: 'Arches National Park', memoryType: 'rating', rating: 5 }),
    ]);
    await screen.findByText('Memory 1');
    fireEvent.change(within(form()).getByLabelText('Stop'), { target: { value: 'Arches National Park' } });
    fireEvent.change(within(form()).getByLabelText('Memory type'), { target: { value: 'rating' } });
    expect((within(form()).getByLabelText('Rating') as HTMLSelectElement).value).toBe('5');
    expect(within(form()).queryByLabelText('Content')).toBeNull();
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Memory' }));

    await screen.findByLabelText('Rating 5 out of 5');
    expect(notify).toHaveBeenCalledWith({ title: 'Memory saved!' });
    expect((within(form()).getByLabelText('Stop') as HTMLSelectElement).value).toBe('');
  });

  it('shows the photo URL field only for photos', async () => {
    renderPanel(MemoriesPanel, [list([])]);
    expect(within(form()).getByLabelText('Content')).toBeTruthy();
    expect(within(form()).queryByLabelText('Photo URL')).toBeNull();
    fireEvent.change(within(form()).getByLabelText('Memory type'), { target: { value: 'photo' } });
    expect(within(form()).getByLabelText('Photo URL')).toBeTruthy();
    expect(within(form()).queryByLabelText('Content')).toBeNull();
  });

  it('keeps what the traveller typed when saving fails, with the error toast', async () => {
    const notify = renderPanel(MemoriesPanel, [
      list([]),
      save({ stopName: 'Red Rocks Amphitheatre', memoryType: 'note', content: 'Sunset show' }, false),
    ]);
    await screen.findByText('No memories yet. Save your first one below.');
    fireEvent.change(within(form()).getByLabelText('Stop'), { target: { value: 'Red Rocks Amphitheatre' } });
    fireEvent.change(within(form()).getByLabelText('Memory type'), { target: { value: 'note' } });
    fireEvent.change(within(form()).getByLabelText('Note'), { target: { value: 'Sunset show' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Memory' }));

    await expectErrorToast(notify, 'Error', 'Failed to save memory. Please try again.');
    expect((within(form()).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Sunset show');
    expect((within(form()).getByLabelText('Stop') as HTMLSelectElement).value).toBe('Red Rocks Amphitheatre');
  });

  it("shows the note's limit, and says in plain words when a note is too long, without sending it", async () => {
    const notify = renderPanel(MemoriesPanel, [list([])]);
    await screen.findByText('No memories yet. Save your first one below.');
    fireEvent.change(within(form()).getByLabelText('Stop'), { target: { value: 'Red Rocks Amphitheatre' } });
    fireEvent.change(within(form()).getByLabelText('Memory type'), { target: { value: 'note' } });
    const note = within(form()).getByLabelText('Note') as HTMLTextAreaElement;
    expect(document.getElementById(note.getAttribute('aria-describedby')!)!.textContent).toBe(
      '0 of 5000 characters',
    );

    const long = 'A long day. '.repeat(500);
    fireEvent.change(note, { target: { value: long } });
    expect(within(form()).getByText(/Note must be at most 5000 characters\. Yours has 5999/)).toBeTruthy();
    fireEvent.click(within(form()).getByRole('button', { name: 'Save Memory' }));

    // Nothing is sent (no save is mocked: a request would toast the failure), and the note stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify).not.toHaveBeenCalled();
    expect(note.value).toBe(long);
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a stop picker with long stop names to the width of the form', async () => {
    renderPanel(MemoriesPanel, [list([])]);
    await screen.findByText('No memories yet. Save your first one below.');
    const picker = getComputedStyle(within(form()).getByLabelText('Stop'));
    expect(picker.maxWidth).toBe('100%');
    expect(getComputedStyle(form()).gridTemplateColumns).toBe('minmax(0, 1fr)');
  });
});
