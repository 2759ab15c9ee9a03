import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteProps } from '../../../lib/shell-contract';
import { renderWithShell, TRAVELLER } from '../../../testing/render';
import { RemoteUnavailableError, type LoadRemoteComponent } from '../api/remote-registry';
import { RemoteSlot } from './remote-slot';

function Greeting({ user }: RemoteProps) {
  return <p>Hello from the remote, {user?.firstName}</p>;
}

describe('RemoteSlot', () => {
  it('renders the in-place fallback when the remote cannot load, and retries the load', async () => {
    const load = vi
      .fn<LoadRemoteComponent>()
      .mockRejectedValueOnce(new RemoteUnavailableError('mfe_trips/Dashboard', 'offline'))
      .mockResolvedValueOnce(Greeting);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderWithShell(<RemoteSlot moduleId="mfe_trips/Dashboard" loadComponent={load} />, {
      auth: { user: TRAVELLER },
    });

    await screen.findByText('This area is temporarily unavailable');
    expect(load).toHaveBeenLastCalledWith('mfe_trips/Dashboard', { isRetry: false });

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByText('Hello from the remote, Ada');
    expect(load).toHaveBeenLastCalledWith('mfe_trips/Dashboard', { isRetry: true });
  });

  it('contains a crash of the remote component and re-mounts it on retry', async () => {
    let crash = true;
    function Fragile() {
      if (crash) throw new Error('remote bug');
      return <p>Recovered</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React rethrows render errors to window in development; jsdom would print them as uncaught.
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    const load = vi.fn<LoadRemoteComponent>().mockResolvedValue(Fragile);

    renderWithShell(
      <>
        <h1>Shell still here</h1>
        <RemoteSlot moduleId="mfe_account/Profile" loadComponent={load} />
      </>,
    );

    await screen.findByText('This area is temporarily unavailable');
    expect(screen.getByRole('heading', { name: 'Shell still here' })).toBeTruthy();

    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByText('Recovered');
    expect(load).toHaveBeenCalledTimes(1);
    window.removeEventListener('error', silence);
  });

  it('shows a spinner while the remote loads', () => {
    const load = vi.fn<LoadRemoteComponent>(() => new Promise(() => undefined));

    renderWithShell(<RemoteSlot moduleId="mfe_discovery/TripPacks" loadComponent={load} />);

    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });
});
