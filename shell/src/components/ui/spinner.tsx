import { Spinner as SharedSpinner } from '@byway/web-ui';

/** The shell's waits (a route, a remote loading): web-ui's Spinner centred in 12rem, or in the whole page. */
export function Spinner({ label = 'Loading...', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return <SharedSpinner label={label} fill={fullPage ? 'page' : 'section'} />;
}
