import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChooseTripRouteMutation } from '../api/choose-trip-route';
import { ROUTE_NOT_KEPT_MESSAGE } from '../hooks/use-chosen-route';
import { tripFixtureForecast } from './cost-forecast.fixtures';
import { tripFixture } from './trip-detail.fixtures';
import { renderTrip, shownTrip } from './trip-detail.testing';

// Issue 21: the route option the traveller chose is kept, and the page opens on it.
const keepAnswer = (routeIndex: number, fails = false): MockedResponse => ({
  request: { query: ChooseTripRouteMutation, variables: { id: 7, routeIndex } },
  ...(fails
    ? { error: new Error('Failed to fetch') }
    : {
        result: { data: { chooseTripRoute: { __typename: 'Trip', id: 7, selectedRouteIndex: routeIndex } } },
      }),
});
const options = () =>
  within(screen.getByRole('radiogroup', { name: 'Choose Your Route' })).getAllByRole('radio');
const checked = () => options().map((option) => option.getAttribute('aria-checked'));

describe('the route option the traveller chose', () => {
  it('opens on the option chosen last time, with its forecast', async () => {
    renderTrip(shownTrip(tripFixture({ selectedRouteIndex: 1 }), tripFixtureForecast(1)));
    expect(await screen.findByRole('radio', { name: /The Scenic Byway/ })).toHaveProperty('tabIndex', 0);
    expect(checked()).toEqual(['false', 'true']);
    expect(screen.getByRole('heading', { name: 'Maroon Bells morning' })).toBeTruthy();
  });

  it('keeps a new choice without a word', async () => {
    const notify = renderTrip([...shownTrip(), tripFixtureForecast(1), keepAnswer(1)]);
    fireEvent.click(await screen.findByRole('radio', { name: /The Scenic Byway/ }));
    expect(checked()).toEqual(['false', 'true']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Maroon Bells morning' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells the traveller when the choice could not be kept, and still shows it', async () => {
    const notify = renderTrip([...shownTrip(), tripFixtureForecast(1), keepAnswer(1, true)]);
    fireEvent.click(await screen.findByRole('radio', { name: /The Scenic Byway/ }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: ROUTE_NOT_KEPT_MESSAGE })),
    );
    expect(checked()).toEqual(['false', 'true']);
  });

  it('moves through the options with the arrow keys, one Tab stop for the group', async () => {
    renderTrip([
      ...shownTrip(),
      tripFixtureForecast(1),
      keepAnswer(1),
      tripFixtureForecast(0),
      keepAnswer(0),
    ]);
    const first = await screen.findByRole('radio', { name: /The Classic/ });
    expect(options().map((option) => option.tabIndex)).toEqual([0, -1]);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(checked()).toEqual(['false', 'true']);
    expect(document.activeElement).toBe(options()[1]);
    fireEvent.keyDown(options()[1]!, { key: 'ArrowRight' });
    expect(checked()).toEqual(['true', 'false']);
    expect(document.activeElement).toBe(options()[0]);
  });
});
