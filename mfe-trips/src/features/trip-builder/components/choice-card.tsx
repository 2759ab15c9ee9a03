import type { ChangeEvent } from 'react';
import styled from 'styled-components';

export const ChoiceGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  margin: 0;
  padding: 0;
  border: 0;
`;

const Card = styled.label<{ $checked: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;

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
    <Card $checked={checked}>
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
