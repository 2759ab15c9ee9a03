import { tooLongMessage } from '@byway/contracts/rules';

/**
 * The shared rule's message when `text` (trimmed, as it is sent) is over `max` characters, else null: what a
 * form checks before it sends.
 */
export const lengthProblem = (field: string, text: string, max: number): string | null =>
  text.trim().length > max ? `${tooLongMessage(field, max)}.` : null;
