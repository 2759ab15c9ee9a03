import type { ChangeEvent } from 'react';
import { ChoiceGrid as SharedChoiceGrid, choiceCardStyles } from '@byway/web-ui';
import styled from 'styled-components';

export const ChoiceGrid = styled(SharedChoiceGrid).attrs({ $min: '13rem', $gap: 'md' })``;

const Card = styled.label<{ $selected: boolean }>`
  position: relative;
  ${choiceCardStyles}

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A selectable card: a real radio or checkbox (named by its label, described by its hint). */
export function ChoiceCard({ type, name, value, label, hint, checked, onChange }: ChoiceCardProps) {
  const hintId = `${name}-${value}-hint`;
  return (
    <Card $selected={checked}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-label={label}
        aria-describedby={hintId}
      />
      <strong aria-hidden="true">{label}</strong>
      <span id={hintId}>{hint}</span>
    </Card>
  );
}
