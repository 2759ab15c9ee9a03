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

/** 'Choose Your Route': one radio card per route option; none for a trip with a single option. */
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
  if (trip.routeOptions.length <= 1) return null;
  return (
    <Card aria-labelledby="choose-your-route">
      <h2 id="choose-your-route">Choose Your Route</h2>
      <Options role="radiogroup" aria-labelledby="choose-your-route">
        {trip.routeOptions.map((option, index) => (
          <OptionButton
            key={`${index}-${option.routeName}`}
            role="radio"
            aria-checked={index === selected}
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
