import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Card as CardSurface, Spinner, StateBox } from '@byway/web-ui';
import { Cluster } from '../../../components/cluster';
import { Fact } from '../../../components/fact';
import { dayDistanceText, useDistanceUnitPreference } from '../../../lib/distance';
import { useTripCostForecast, type TripCostForecast } from '../api/cost-forecast';

const Card = styled(CardSurface).attrs({ as: 'section', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const EstimateBadge = styled.span`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;

const Assumptions = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const DayDate = styled.time`
  display: block;
  font-weight: 400;
  font-size: 0.8em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Sat 12 Jun' for a YYYY-MM-DD day (read as that calendar day wherever the browser is). */
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function AssumptionItem({ assumption }: { assumption: TripCostForecast['assumptions'][number] }) {
  const { label, value, asOf, source, url } = assumption;
  const from =
    source && url ? (
      <a href={url} target="_blank" rel="noreferrer">
        {source}
      </a>
    ) : (
      source
    );
  return (
    <li>
      <strong>{label}:</strong> {value}
      {(asOf || source) && (
        <>
          {' '}
          ({asOf}
          {asOf && source && ', '}
          {from})
        </>
      )}
    </li>
  );
}

/** A row's distance and its costs, in the table's column order. */
function CostCells({
  distance,
  costs,
}: {
  distance: string | null;
  costs: { fuel: number; lodging: number; food: number; total: number };
}) {
  return (
    <>
      <td>{distance}</td>
      <td>{usd(costs.fuel)}</td>
      <td>{usd(costs.lodging)}</td>
      <td>{usd(costs.food)}</td>
      <td>{usd(costs.total)}</td>
    </>
  );
}

function ForecastBody({ forecast }: { forecast: TripCostForecast }) {
  const { total } = forecast;
  const preference = useDistanceUnitPreference();
  return (
    <>
      <Totals>
        <Fact term="Total">{usd(total.total)}</Fact>
        <Fact term="Per person">{usd(forecast.perPerson)}</Fact>
        <Fact term="Fuel">{usd(total.fuel)}</Fact>
        <Fact term="Lodging">{usd(total.lodging)}</Fact>
        <Fact term="Food">{usd(total.food)}</Fact>
      </Totals>
      <Table>
        <caption>Cost per day (US dollars)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Distance</th>
            <th scope="col">Fuel</th>
            <th scope="col">Lodging</th>
            <th scope="col">Food</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {forecast.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                Day {day.day}
                {day.date && <DayDate dateTime={day.date}>{shortDate(day.date)}</DayDate>}
              </th>
              <CostCells distance={dayDistanceText(day.km, forecast.distanceUnit, preference)} costs={day} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Trip</th>
            <CostCells
              distance={dayDistanceText(
                forecast.days.reduce((sum, day) => sum + day.km, 0),
                forecast.distanceUnit,
                preference,
              )}
              costs={total}
            />
          </tr>
        </tfoot>
      </Table>
      <Assumptions>
        <summary>How we estimated this</summary>
        <ul>
          {forecast.assumptions.map((assumption) => (
            <AssumptionItem key={assumption.label} assumption={assumption} />
          ))}
        </ul>
      </Assumptions>
      <p>
        Typical prices for {forecast.partySize === 1 ? 'one traveller' : `${forecast.partySize} travellers`},
        not quotes: check before you book.
      </p>
    </>
  );
}

/**
 * The trip page's cost forecast for the route option on show: total, per person, a row a day and the
 * assumptions behind it. The trips service computes it from the stored plan, so after 'Generate New
 * Itinerary' (which writes the trip's new updatedAt into the cache) the panel asks again.
 */
export function CostForecast({ tripId, routeIndex }: { tripId: number; routeIndex: number }) {
  const { data, loading, error, refetch } = useTripCostForecast(tripId, routeIndex);
  const updatedAt = data?.trip?.updatedAt;
  const seenUpdate = useRef(updatedAt);
  useEffect(() => {
    if (updatedAt && seenUpdate.current && seenUpdate.current !== updatedAt) {
      refetch().catch(() => undefined);
    }
    seenUpdate.current = updatedAt ?? seenUpdate.current;
  }, [updatedAt, refetch]);

  const forecast = data?.trip?.costForecast;
  let body;
  if (forecast && forecast.days.length > 0) body = <ForecastBody forecast={forecast} />;
  else if (forecast)
    body = (
      <StateBox>
        <h3>Nothing to estimate yet</h3>
        <p>This route has no planned days to price.</p>
      </StateBox>
    );
  else if (loading) body = <Spinner label="Estimating your trip's costs..." />;
  else if (error)
    body = (
      <StateBox $tone="error" role="alert">
        <h3>Could not estimate the costs</h3>
        <p>Something went wrong while pricing this route.</p>
        <Button $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </StateBox>
    );
  else return null;

  return (
    <Card aria-labelledby="cost-forecast-title">
      <Cluster>
        <h2 id="cost-forecast-title">Trip cost forecast</h2>
        <EstimateBadge>Estimate</EstimateBadge>
      </Cluster>
      {body}
    </Card>
  );
}
