import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../../testing/render';
import { TripCostForecastQuery } from '../api/cost-forecast';
import { RegenerateTripMutation, useRegenerateTrip } from '../api/regenerate-trip';
import { CostForecast } from './cost-forecast';
import { DistanceUnitPreferenceContext } from '../../../lib/distance';
import { costForecastAnswer, forecastDay, TRIP_UPDATED_AT } from './cost-forecast.fixtures';

const day = (number: number, fuel: number, lodging: number, food: number) =>
  forecastDay(number, { km: 160.9, overnight: 'Moab, UT', fuel, lodging, food });

function forecastMock({
  routeIndex = 0,
  updatedAt = TRIP_UPDATED_AT,
  days = [day(1, 14, 155, 130), day(2, 14, 155, 130), day(3, 14, 0, 130)],
}: { routeIndex?: number; updatedAt?: string; days?: ReturnType<typeof day>[] } = {}): MockedResponse {
  return costForecastAnswer({ routeIndex, routeName: 'Canyon Country', updatedAt, days });
}

const panel = () => screen.findByRole('region', { name: 'Trip cost forecast' });

describe('CostForecast', () => {
  it('shows the total, the share per person, a row a day and the dated, sourced assumptions', async () => {
    renderInShell(<CostForecast tripId={7} routeIndex={0} />, { mocks: [forecastMock()] });

    const card = await panel();
    expect(within(card).getByText('Estimate')).toBeTruthy();
    await within(card).findByText('$742', { selector: 'dd' });
    expect(within(card).getByText('$371', { selector: 'dd' })).toBeTruthy();

    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DayDistanceFuelLodgingFoodTotal',
      'Day 1100 mi$14$155$130$299',
      'Day 2100 mi$14$155$130$299',
      'Day 3100 mi$14$0$130$144',
      'Trip300 mi$42$310$390$742',
    ]);

    const assumptions = within(card).getByText('How we estimated this').closest('details')!;
    expect(assumptions.textContent).toContain(
      '$3.40 per US gallon of regular gasoline (typical, June 2024, US EIA',
    );
    const source = within(assumptions).getByRole('link', { name: /US EIA/ });
    expect(source.getAttribute('href')).toBe('https://www.eia.gov/petroleum/gasdiesel/');
  });

  it('dates each day when the trip has a start date (issue 21)', async () => {
    const dated = costForecastAnswer({
      routeIndex: 0,
      routeName: 'Canyon Country',
      days: [
        forecastDay(1, {
          km: 160.9,
          overnight: 'Moab, UT',
          fuel: 14,
          lodging: 155,
          food: 130,
          date: '2027-06-12',
        }),
        forecastDay(2, {
          km: 160.9,
          overnight: 'Moab, UT',
          fuel: 14,
          lodging: 0,
          food: 130,
          date: '2027-06-13',
        }),
      ],
    });
    renderInShell(<CostForecast tripId={7} routeIndex={0} />, { mocks: [dated] });
    const card = await panel();
    const firstDay = await within(card).findByRole('rowheader', { name: /^Day 1/ });
    expect(firstDay.textContent).toBe('Day 1Sat 12 Jun');
    expect(firstDay.querySelector('time')?.getAttribute('datetime')).toBe('2027-06-12');
  });

  it("reads an Italian trip's days in km, and in miles for a traveller whose profile prefers them", async () => {
    const italian = costForecastAnswer({
      routeName: 'The Direct Drive to Florence',
      distanceUnit: 'km',
      days: [
        forecastDay(1, { km: 120.4, overnight: 'Orvieto, Italy', fuel: 16, lodging: 155, food: 130 }),
        forecastDay(2, { km: 159.6, overnight: 'Florence, Italy', fuel: 21, lodging: 0, food: 130 }),
      ],
    });
    const distances = async () =>
      within(await panel())
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[0]?.textContent);

    const first = renderInShell(<CostForecast tripId={7} routeIndex={0} />, { mocks: [italian] });
    await within(await panel()).findByText('$452', { selector: 'dd' });
    expect(await distances()).toEqual(['120 km', '160 km', '280 km']);
    first.unmount();

    renderInShell(
      <DistanceUnitPreferenceContext.Provider value="mi">
        <CostForecast tripId={7} routeIndex={0} />
      </DistanceUnitPreferenceContext.Provider>,
      { mocks: [italian] },
    );
    await within(await panel()).findByText('$452', { selector: 'dd' });
    expect(await distances()).toEqual(['75 mi', '99 mi', '174 mi']);
  });

  it('asks for the route option on show', async () => {
    renderInShell(<CostForecast tripId={7} routeIndex={2} />, {
      mocks: [forecastMock({ routeIndex: 2, days: [day(1, 30, 0, 70)] })],
    });
    await within(await panel()).findByText('$100', { selector: 'dd' });
  });

  it('says when there is nothing to price yet', async () => {
    renderInShell(<CostForecast tripId={7} routeIndex={0} />, { mocks: [forecastMock({ days: [] })] });
    await screen.findByRole('heading', { name: 'Nothing to estimate yet' });
  });

  it('offers a retry when the estimate cannot be loaded', async () => {
    renderInShell(<CostForecast tripId={7} routeIndex={0} />, {
      mocks: [
        {
          request: { query: TripCostForecastQuery, variables: { id: 7, routeIndex: 0 } },
          error: new Error('down'),
        },
        forecastMock(),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not estimate the costs')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('$742', { selector: 'dd' });
  });

  it('asks again after the itinerary is regenerated', async () => {
    function WithRegenerate() {
      const [regenerate] = useRegenerateTrip();
      return (
        <>
          <button type="button" onClick={() => void regenerate({ variables: { id: 7 } })}>
            Generate New Itinerary
          </button>
          <CostForecast tripId={7} routeIndex={0} />
        </>
      );
    }
    const later = '2026-11-21T10:00:00.000Z';
    renderInShell(<WithRegenerate />, {
      mocks: [
        forecastMock(),
        {
          request: { query: RegenerateTripMutation, variables: { id: 7 } },
          result: {
            data: {
              regenerateTrip: {
                __typename: 'Trip',
                id: 7,
                updatedAt: later,
                hasPreviousItinerary: true,
                memories: [],
              },
            },
          },
        },
        forecastMock({ updatedAt: later, days: [day(1, 40, 155, 130), day(2, 25, 0, 130)] }),
      ],
    });
    await screen.findByText('$742', { selector: 'dd' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate New Itinerary' }));
    // 40 + 155 + 130 + 25 + 0 + 130.
    await screen.findByText('$480', { selector: 'dd' });
  });
});
