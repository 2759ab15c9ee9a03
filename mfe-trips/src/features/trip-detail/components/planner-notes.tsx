import { useId } from 'react';
import styled from 'styled-components';
import type { TripDetailTrip } from '../api/trip-detail';
import { Card } from './day-card';

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  /* A crossing's source is a long address: it wraps rather than widening a phone's page. */
  overflow-wrap: anywhere;
`;

/**
 * What the planner tells the traveller about the plan: how distances were estimated, and what it heard
 * in 'Anything special' (a must-see it could not reach, places left out for a dog or a wheelchair).
 */
export function PlannerNotes({ trip }: { trip: Pick<TripDetailTrip, 'planner'> }) {
  const titleId = useId();
  const notes = trip.planner?.notes ?? [];
  if (!notes.length) return null;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Notes on your plan</h2>
      <Notes>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Notes>
    </Card>
  );
}
