// The journey map's frame around Leaflet's canvas: title and full-screen toggle, the day chips, notes.
import { Card } from '@byway/web-ui';
import styled, { css } from 'styled-components';
import { SpreadRow } from '../../spread-row';
import { dayColour, MAP_MIN_HEIGHT_PX } from '../lib/map-settings';

export const Frame = styled(Card).attrs({ as: 'section', $padding: 'md', $shadow: 'none' })<{
  $fullScreen: boolean;
}>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $fullScreen, theme }) =>
    $fullScreen &&
    css`
      position: fixed;
      inset: 0;
      z-index: ${theme.zIndex.overlay};
      border-radius: 0;
      grid-template-rows: auto auto minmax(0, 1fr);
      grid-auto-rows: auto;
    `}
`;

export const Toolbar = styled(SpreadRow).attrs({ $gap: 'sm' as const })`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.button.attrs({ type: 'button' as const })<{ $colour: string; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.3rem 0.8rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ $colour }) => $colour};
  background: ${({ $colour, $active, theme }) => ($active ? $colour : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  border: 1px solid #ffffff;
`;

export const ToggleButton = styled.button.attrs({ type: 'button' as const })`
  padding: 0.4rem 0.9rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The map's frame. It is its own stacking context (isolation), so Leaflet's panes (z-index 200-1000) stay
 * inside it and below the header, dialogs and toasts. Leaflet draws into a child that React never
 * re-renders: a changed className on Leaflet's own element would wipe the classes Leaflet put there.
 */
export const MapCanvas = styled.div<{ $fullScreen: boolean }>`
  position: relative;
  isolation: isolate;
  z-index: 0;
  width: 100%;
  min-height: ${MAP_MIN_HEIGHT_PX}px;
  height: ${({ $fullScreen }) => ($fullScreen ? 'auto' : '26rem')};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: #dbeafe;

  > .byway-map-surface {
    position: absolute;
    inset: 0;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The day chips' label for a day. */
const dayLabel = (day: number) => `Day ${day}`;

/** 'Complete Route' and a chip per day, in the day's colour; the chosen one is pressed. */
export function DayChips({
  days,
  selectedDay,
  onSelectDay,
}: {
  days: number[];
  selectedDay: number | null;
  onSelectDay: (day: number | null) => void;
}) {
  return (
    <Chips role="group" aria-label="Show a day on the map">
      <Chip
        $colour="#0f766e"
        $active={selectedDay === null}
        aria-pressed={selectedDay === null}
        onClick={() => onSelectDay(null)}
      >
        Complete Route
      </Chip>
      {days.map((day) => (
        <Chip
          key={day}
          $colour={dayColour(day)}
          $active={selectedDay === day}
          aria-pressed={selectedDay === day}
          data-colour={dayColour(day)}
          onClick={() => onSelectDay(day)}
        >
          <Swatch $colour={dayColour(day)} aria-hidden="true" />
          {dayLabel(day)}
        </Chip>
      ))}
    </Chips>
  );
}
