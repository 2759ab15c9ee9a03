import { useState } from 'react';
import styled from 'styled-components';
import type { Notify } from '../../../lib/shell-contract';
import { useSetTripStartDate } from '../api/set-trip-start-date';

const Label = styled.label`
  display: inline-grid;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.05em;

  input {
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: none;
    letter-spacing: normal;
    padding: 0.3rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** 'YYYY-MM-DD' of a stored date ('2027-06-14T00:00:00.000Z'), or '' without one. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/**
 * The trip's first day on the trip page (optional, issue 21): a picked day is kept at once, clearing it
 * keeps no date; the calendar export and the forecast follow it. A failed save says so and keeps the day.
 */
export function TripStartDate({
  tripId,
  startDate,
  notify,
}: {
  tripId: number;
  startDate: string | null | undefined;
  notify: Notify;
}) {
  const [value, setValue] = useState(dayOf(startDate));
  const [save, { loading }] = useSetTripStartDate();

  async function change(next: string) {
    setValue(next);
    if (next !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(next)) return;
    try {
      await save({ variables: { id: tripId, startDate: next || null } });
    } catch {
      notify({
        title: "We couldn't save the start date",
        description: 'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Label>
      Start date
      <input
        type="date"
        value={value}
        aria-busy={loading || undefined}
        onChange={(event) => void change(event.target.value)}
      />
    </Label>
  );
}
