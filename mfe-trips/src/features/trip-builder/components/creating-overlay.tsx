import { Overlay, ProgressBar, SpinnerRing } from '@byway/web-ui';
import styled from 'styled-components';
import type { PlanProgressState } from '../lib/plan-progress';

const Panel = styled(Overlay)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
  }
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
  return (
    <Panel
      width="wide"
      shade={0.72}
      takeFocus
      labelledBy="creating-trip-title"
      describedBy="creating-trip-progress"
    >
      <SpinnerRing aria-hidden="true" $size="xl" />
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
  );
}
