import styled from 'styled-components';
import { lengthProblem } from '../lib/text-length';

const Hint = styled.span<{ $over: boolean }>`
  display: block;
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * Under a text field: its limit and how much of it is used ('12 of 1000 characters'), and once the text is
 * longer, the message in plain words, before anything is sent. The field keeps all that was typed (no
 * maxLength cuts a paste short); the form refuses to send until it fits. The field points at `id` with
 * aria-describedby.
 */
export function LengthHint({
  id,
  field,
  text,
  max,
}: {
  id: string;
  field: string;
  text: string;
  max: number;
}) {
  const problem = lengthProblem(field, text, max);
  const used = text.trim().length;
  return (
    <Hint id={id} $over={problem !== null} aria-live="polite">
      {problem
        ? `${problem} Yours has ${used}: shorten it by ${used - max}.`
        : `${used} of ${max} characters`}
    </Hint>
  );
}
