import { addTypenameToDocument } from '@apollo/client/utilities';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, jsonHeaders, mfeTripsPact } from '../../../testing/pact';
import { TripCostForecastQuery } from './cost-forecast';

// Consumer contract of the trip page's cost forecast panel, sending the very document the panel sends.
// The provider state answers the created trip's id as tripId, injected into the variables.
const { arrayContaining, eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;
const pact = mfeTripsPact();

const figures = { fuel: integer(14), lodging: integer(155), food: integer(130), total: integer(299) };

describe('mfe-trips TripCostForecast query', () => {
  it('answers the cost estimate of the traveller’s trip for a route option', async () => {
    await pact
      .addGraphQLInteraction()
      .given('a signed-in traveller with a 4-day trip, its id given as tripId')
      .uponReceiving('the trip page asking for the cost forecast of the first route option')
      .withOperation('TripCostForecast')
      .withVariables({ id: fromProviderState('${tripId}', 7), routeIndex: 0 })
      .withRequest('POST', '/graphql', (builder) => {
        builder.headers({ 'apollo-require-preflight': 'true' });
      })
      .withQuery(addTypenameToDocument(TripCostForecastQuery))
      .willRespondWith(200, (builder) => {
        builder.headers(jsonHeaders);
        builder.jsonBody({
          data: {
            trip: {
              __typename: 'Trip',
              id: fromProviderState('${tripId}', 7),
              updatedAt: string('2026-11-21T10:00:00.000Z'),
              costForecast: {
                __typename: 'CostForecast',
                label: 'Estimate',
                currency: 'USD',
                routeIndex: 0,
                routeName: string('Canyon Country'),
                // The provider's trip starts in the US: miles.
                distanceUnit: regex('^(mi|km)$', 'mi'),
                partySize: integer(2),
                perPerson: integer(371),
                total: { __typename: 'CostFigures', ...figures },
                days: eachLike({
                  __typename: 'CostForecastDay',
                  day: integer(1),
                  km: number(160.9),
                  overnight: string('Moab, UT'),
                  ...figures,
                }),
                // A dated, sourced price, and one of our own rules with no date or source.
                assumptions: arrayContaining(
                  {
                    __typename: 'CostAssumption',
                    label: string('Fuel price, Rocky Mountain (PADD 4)'),
                    value: string('$3.40 per US gallon of regular gasoline'),
                    asOf: string('typical, June 2024'),
                    source: string('US EIA, Gasoline and Diesel Fuel Update'),
                    url: string('https://www.eia.gov/petroleum/gasdiesel/'),
                  },
                  {
                    __typename: 'CostAssumption',
                    label: string('Not included'),
                    value: string('Activities, entry fees, tolls, parking and car rental'),
                    asOf: null,
                    source: null,
                    url: null,
                  },
                ),
              },
            },
          },
        });
      })
      .executeTest(async (server) => {
        const { data } = await clientFor(server.url).query({
          query: TripCostForecastQuery,
          variables: { id: 7, routeIndex: 0 },
        });
        const forecast = data.trip?.costForecast;
        expect(forecast?.label).toBe('Estimate');
        expect(forecast?.days[0]?.total).toBe(299);
        expect(forecast?.assumptions.map((assumption) => assumption.asOf)).toEqual([
          'typical, June 2024',
          null,
        ]);
      });
  });
});
