import styled from 'styled-components';

const Card = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
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
    <Card type="button" aria-pressed={selected} onClick={onSelect}>
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
