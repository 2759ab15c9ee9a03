import { ProgressBar } from '@byway/web-ui';
import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import type { PlanProgressState } from '../lib/plan-progress';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(15, 23, 42, 0.72);
`;

const Panel = styled.div`
  width: min(32rem, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
  }
  &:focus {
    outline: none;
  }
`;

const Ring = styled.span`
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 5px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
`;

const Bar = styled(ProgressBar)`
  width: 100%;
`;

const Days = styled.ol`
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  max-height: 10rem;
  overflow-y: auto;

  li {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Full-screen while the trip is created, with the planner's real steps (no promise of minutes). */
export function CreatingOverlay({ progress }: { progress: PlanProgressState }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Backdrop>
      <Panel
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="creating-trip-title"
        aria-describedby="creating-trip-progress"
      >
        <Ring aria-hidden="true" />
        <h2 id="creating-trip-title">Creating your trip</h2>
        <p>Our AI is crafting your personalised itinerary.</p>
        <p id="creating-trip-progress" role="status" aria-live="polite">
          <strong>{progress.message}</strong>
        </p>
        <Bar label="Days planned" value={progress.percent} fill="primary" transition="slow" />
        {progress.days.length > 0 && (
          <Days aria-label="Days planned so far">
            {progress.days.map((day) => (
              <li key={day.day}>
                Day {day.day}: {day.title}
                {day.overnight ? ` (overnight in ${day.overnight})` : ''}
              </li>
            ))}
          </Days>
        )}
      </Panel>
    </Backdrop>
  );
}
