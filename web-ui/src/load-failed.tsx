import { Button } from './button';
import { StateBox } from './state-box';

export interface LoadFailedProps {
  /** What failed, as the box's heading ("We couldn't load the trip themes"). */
  title: string;
  /** Asks again; a failed retry shows this box again, so its error is not thrown further. */
  retry: () => Promise<unknown>;
  hint?: string;
  action?: string;
}

/**
 * What a page, panel or step shows when its data could not load: an alert with what failed, a hint and a
 * button that asks again.
 */
export function LoadFailed({
  title,
  retry,
  hint = 'Check your connection and try again.',
  action = 'Try again',
}: LoadFailedProps) {
  return (
    <StateBox $tone="error" role="alert">
      <h3>{title}</h3>
      <p>{hint}</p>
      <Button onClick={() => void retry().catch(() => undefined)}>{action}</Button>
    </StateBox>
  );
}
