// What the trip page's tests share: the answers the page asks for, and ways to render it.
import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { CurrentUser } from '../../../lib/shell-contract';
import { renderInShell } from '../../../testing/render';
import { TripDetailQuery, type TripDetailTrip } from '../api/trip-detail';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { TripDetail, TripDetailView } from './trip-detail';
import { tripFixture } from './trip-detail.fixtures';

export const tripAnswer = (trip: TripDetailTrip | null, id = 7): MockedResponse => ({
  request: { query: TripDetailQuery, variables: { id } },
  result: { data: { trip } },
});

/** A trip as the page asks for it: the trip, then the cost forecast of the route option on show. */
export const shownTrip = (trip = tripFixture(), forecast = tripFixtureForecast(0)): MockedResponse[] => [
  tripAnswer(trip),
  forecast,
];

/** The page of trip `id`; returns its notify, to read the toasts. */
export function renderTrip(mocks: MockedResponse[], notify = vi.fn(), id: number | null = 7) {
  renderInShell(<TripDetailView tripId={id} notify={notify} />, { mocks });
  return notify;
}

/** The page as the shell routes to it, at `/trip/<id>`. */
export function renderTripRoute(id: string, user: CurrentUser | null, mocks: MockedResponse[] = []) {
  renderInShell(
    <Routes location={`/trip/${id}`}>
      <Route path="/trip/:id" element={<TripDetail user={user} notify={vi.fn()} />} />
    </Routes>,
    { mocks },
  );
}

export const dayCard = (name: string) => screen.getByRole('region', { name });

/** Waits for the page of the fixture trip (or of the title given). */
export const tripShown = (title = 'Canyon Country Loop') =>
  screen.findByRole('heading', { level: 1, name: title });
