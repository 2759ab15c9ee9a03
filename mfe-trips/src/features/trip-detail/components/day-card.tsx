import styled from 'styled-components';
import { Button, Card as CardSurface } from '@byway/web-ui';
import { SpreadRow } from '../../../components/spread-row';
import { StopOrder } from '../../../components/stop-order';
import type { TripDetailStop } from '../api/trip-detail';
import type { PlanEdits } from '../hooks/use-plan-edits';
import { coordinatesOf, directionsUrl, openInNewTab } from '../lib/maps-links';
import type { DayOfStops } from '../lib/trip-detail-text';
import { DayNote } from './day-note';
import { StopEditor } from './stop-editor';

export const Card = styled(CardSurface).attrs({ as: 'section' })`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StopList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

/** Compact: number, what and where on one line, the description under it, Explore at the side. */
const StopItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  @media (max-width: 560px) {
    grid-template-columns: auto minmax(0, 1fr);
    > button {
      grid-column: 2;
      justify-self: start;
    }
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The traveller's own note on a stop, set apart from the planner's description. */
const StopNote = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Category = styled.span`
  padding: 0.05rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

/** What 'Edit plan' hands each day: the edits, and how many days the trip has. */
export interface DayEditing {
  edits: PlanEdits;
  totalDays: number;
}

/**
 * One day of the chosen route: its title and description, navigation, the traveller's day note, and its
 * stops in order; with `editing`, each stop's hand edits and the day note's field (issue 22).
 */
export function DayCard({
  day,
  onExplore,
  editing = null,
}: {
  day: DayOfStops;
  onExplore: (stop: TripDetailStop) => void;
  editing?: DayEditing | null;
}) {
  const headingId = `trip-day-${day.day}`;
  const url = directionsUrl(day.stops.map(coordinatesOf).filter((at) => at !== null));
  return (
    <Card aria-labelledby={headingId}>
      <SpreadRow $align="flex-start">
        <div>
          <h2 id={headingId}>{day.title}</h2>
        </div>
        <Button $variant="secondary" disabled={!url} onClick={() => url && openInNewTab(url)}>
          Begin Day {day.day} Navigation
        </Button>
      </SpreadRow>
      {day.description && <p>{day.description}</p>}
      <DayNote day={day.day} note={day.note} edits={editing?.edits ?? null} />
      {day.stops.length === 0 && editing && <p>No stops on this day yet: move one here.</p>}
      {day.stops.length > 0 && (
        <StopList>
          {day.stops.map((stop, index) => (
            <StopItem key={stop.stopKey} data-stop-key={stop.stopKey}>
              <StopOrder aria-label={`Stop ${stop.orderInDay}`}>{stop.orderInDay}</StopOrder>
              <div>
                <h3>{stop.name}</h3>
                <Meta>
                  {stop.category && <Category>{stop.category}</Category>}
                  {stop.estimatedDuration !== null && <span>{stop.estimatedDuration} minutes</span>}
                  {stop.address && <span>{stop.address}</span>}
                </Meta>
                {stop.description && <p>{stop.description}</p>}
                {stop.note && <StopNote>Your note: {stop.note}</StopNote>}
              </div>
              <Button
                $variant="secondary"
                aria-label={`Explore Stop: ${stop.name}`}
                onClick={() => onExplore(stop)}
              >
                Explore Stop
              </Button>
              {editing && (
                <StopEditor
                  stop={stop}
                  position={index + 1}
                  stopsInDay={day.stops.length}
                  totalDays={editing.totalDays}
                  edits={editing.edits}
                />
              )}
            </StopItem>
          ))}
        </StopList>
      )}
    </Card>
  );
}
