import styled from 'styled-components';
import { ToggleTile } from '../../../components/toggle-tile';

const Card = styled(ToggleTile)`
  padding: ${({ theme }) => theme.space.lg};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &[aria-pressed='true'] {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Title = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One option of a finder step: a card-sized toggle button (aria-pressed) so the choice is announced. Not
 * mfe-trips' ChoiceCard, which wraps a real radio or checkbox in a label.
 */
export function ToggleCard({
  title,
  detail,
  selected,
  onSelect,
}: {
  title: string;
  detail?: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Card aria-pressed={selected} onClick={onSelect}>
      <Title>{title}</Title>
      {detail && <Detail>{detail}</Detail>}
    </Card>
  );
}

/** The finder step's grid of toggle cards. */
export const ToggleCardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
`;
