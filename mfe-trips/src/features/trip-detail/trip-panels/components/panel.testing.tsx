// How the trip panels' tests render a panel: for trip 7, with the trip's stop names, notify a spy.
import type { MockedResponse } from '@apollo/client/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { renderInShell } from '../../../../testing/render';
import type { TripPanelProps } from '../hooks/use-panel-form';

/** The stop names of the test trip. */
export const PANEL_STOPS = ['Red Rocks Amphitheatre', 'Arches National Park'];

/** Renders `Panel` with the answers `mocks`; returns its notify, to read the toasts. */
export function renderPanel(
  Panel: ComponentType<TripPanelProps>,
  mocks: MockedResponse[],
  stopNames: string[] = PANEL_STOPS,
) {
  const notify = vi.fn();
  renderInShell(<Panel tripId={7} stopNames={stopNames} notify={notify} />, { mocks });
  return notify;
}
