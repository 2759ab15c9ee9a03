import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { EMPTY_FORM, isStepComplete, type TripForm } from '../lib/options';
import { PLACE_COUNT_FROM } from './place-combobox';
import { DetailsStep, RouteStep } from './steps';
import { toInput } from './trip-builder';
import type { PlaceChecks } from '../hooks/use-place-checks';

// Every text field of the builder shows its limit and says, before anything is sent, when the text is over it.

const idle = { state: 'idle' } as unknown as PlaceChecks['status']['start'];
const places = {
  status: { start: idle, end: idle },
  edited: () => undefined,
  picked: () => undefined,
  check: () => Promise.resolve(idle),
  current: () => idle,
} as unknown as PlaceChecks;

function Step({ step, start }: { step: 'route' | 'details'; start?: Partial<TripForm> }) {
  const [form, setForm] = useState<TripForm>({ ...EMPTY_FORM, budget: 'moderate', ...start });
  const update = (patch: Partial<TripForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <>
      {step === 'route' ? (
        <RouteStep form={form} update={update} places={places} />
      ) : (
        <DetailsStep form={form} update={update} />
      )}
      <output aria-label="Step complete">{String(isStepComplete(step === 'route' ? 1 : 5, form))}</output>
    </>
  );
}

const complete = () => screen.getByRole('status', { name: 'Step complete' }).textContent;

describe("Trip builder: 'Anything special' and the places, within their limits", () => {
  it("shows what 'Anything special' takes, and holds Create until a too-long text is shortened", () => {
    renderInShell(<Step step="details" />);
    const special = screen.getByLabelText('Anything special') as HTMLTextAreaElement;
    const hint = () => document.getElementById(special.getAttribute('aria-describedby')!)!.textContent;
    expect(hint()).toBe('0 of 1000 characters');
    expect(special.maxLength).toBe(-1);

    const long = 'We love hot springs. '.repeat(60).trim();
    fireEvent.change(special, { target: { value: long } });
    expect(hint()).toBe(
      `Anything special must be at most 1000 characters. Yours has ${long.length}: shorten it by ${long.length - 1000}.`,
    );
    expect(special.value).toBe(long);
    expect(special.getAttribute('aria-invalid')).toBe('true');
    expect(complete()).toBe('false');

    fireEvent.change(special, { target: { value: long.slice(0, 1000) } });
    expect(hint()).toBe('1000 of 1000 characters');
    expect(complete()).toBe('true');
  });

  it('counts a place once it nears the 200 characters a place takes, and wraps a long one', () => {
    renderInShell(<Step step="route" />);
    const start = screen.getByRole('combobox', { name: 'Starting location' });
    expect(screen.queryByText(/characters/)).toBeNull();
    fireEvent.change(start, { target: { value: 'x'.repeat(PLACE_COUNT_FROM) } });
    expect(screen.getByText(`${PLACE_COUNT_FROM} of 200 characters`)).toBeTruthy();
    expect((start as HTMLInputElement).maxLength).toBe(200);
    // A long word in the place's notes wraps instead of pushing the step sideways.
    expect(getComputedStyle(start.parentElement!.parentElement!).overflowWrap).toBe('anywhere');
  });

  it('takes an optional start date on step 1 and sends it only when one is picked', () => {
    renderInShell(<Step step="route" />);
    const date = screen.getByLabelText('Start date (optional)') as HTMLInputElement;
    expect(date.type).toBe('date');
    fireEvent.change(date, { target: { value: '2027-06-14' } });
    expect(date.value).toBe('2027-06-14');

    const form = { ...EMPTY_FORM, startLocation: 'Denver, CO', endLocation: 'Moab, UT' };
    expect(toInput({ ...form, startDate: '2027-06-14' }, 'id').startDate).toBe('2027-06-14');
    expect('startDate' in toInput(form, 'id')).toBe(false);
  });
});
