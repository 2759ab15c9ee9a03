import { Button, StateBox } from '@byway/web-ui';

/**
 * What a page or panel shows when its data could not load: an alert with what failed, a hint and a retry
 * button that asks again (a failed retry shows this box again, so its error is not thrown further).
 */
export function LoadFailed({
  title,
  retry,
  hint = 'Check your connection and try again.',
  action = 'Try again',
}: {
  title: string;
  retry: () => Promise<unknown>;
  hint?: string;
  action?: string;
}) {
  return (
    <StateBox $tone="error" role="alert">
      <h3>{title}</h3>
      <p>{hint}</p>
      <Button onClick={() => void retry().catch(() => undefined)}>{action}</Button>
    </StateBox>
  );
}
