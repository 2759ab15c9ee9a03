import styled from 'styled-components';
import { Button } from '@byway/web-ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;

  p {
    margin: 0;
    flex: 1 1 14rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The 'Edit plan' switch above the days (issue 22), off by default so the trip page reads as the spec
 * has it. Edits change the route the traveller keeps: on another route option shown but not kept, it
 * says so instead of editing a route they did not choose.
 */
export function EditPlanBar({
  editing,
  onToggle,
  saving,
  routeKept,
}: {
  editing: boolean;
  onToggle: () => void;
  saving: boolean;
  routeKept: boolean;
}) {
  let hint = 'Remove, reorder, rename or add notes to your stops and days.';
  if (!routeKept) hint = 'Choose this route again to keep it before editing it.';
  else if (saving) hint = 'Saving your change...';
  else if (editing) hint = 'Each change is saved as you make it, and can be undone.';
  return (
    <Bar>
      <Button
        $variant={editing ? 'primary' : 'secondary'}
        aria-pressed={editing}
        disabled={!routeKept && !editing}
        onClick={onToggle}
      >
        Edit plan
      </Button>
      <p aria-live="polite">{hint}</p>
    </Bar>
  );
}
