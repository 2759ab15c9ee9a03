import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { TripDetailTrip } from '../api/trip-detail';
import { routeLengthText, useDistanceUnitPreference } from '../../../lib/distance';
import { Card } from './day-card';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  margin-top: ${({ theme }) => theme.space.md};
`;

const OptionButton = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Arrow keys move through a radio group (and choose), Home and End go to its ends (WAI-ARIA radio group). */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * 'Choose Your Route': one radio card per route option; none for a trip with a single option. One Tab stop:
 * the chosen card; the arrow keys choose another (issue 21).
 */
export function RouteChooser({
  trip,
  selected,
  onSelect,
}: {
  trip: TripDetailTrip;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const preference = useDistanceUnitPreference();
  const group = useRef<HTMLDivElement | null>(null);
  const count = trip.routeOptions.length;
  if (count <= 1) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, count);
    onSelect(next);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <Card aria-labelledby="choose-your-route">
      <h2 id="choose-your-route">Choose Your Route</h2>
      <Options ref={group} role="radiogroup" aria-labelledby="choose-your-route" onKeyDown={onKeyDown}>
        {trip.routeOptions.map((option, index) => (
          <OptionButton
            key={`${index}-${option.routeName}`}
            role="radio"
            aria-checked={index === selected}
            tabIndex={index === selected ? 0 : -1}
            $selected={index === selected}
            onClick={() => onSelect(index)}
          >
            <strong>{option.routeName}</strong>
            <span>{option.vibe}</span>
            <span>{routeLengthText(option, preference)}</span>
            <span>{option.estimatedTime}</span>
          </OptionButton>
        ))}
      </Options>
    </Card>
  );
}
