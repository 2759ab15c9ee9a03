import styled from 'styled-components';
import { ToggleTile } from '../../../components/toggle-tile';

const Choice = styled(ToggleTile)`
  padding: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

/** One option of a wizard step: a toggle button (aria-pressed) so the choice is announced. */
export function WizardChoice({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Choice aria-pressed={selected} onClick={onSelect}>
      {label}
    </Choice>
  );
}

export const WizardChoices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;
