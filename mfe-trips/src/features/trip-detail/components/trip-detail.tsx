import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { tripDisplayTitle } from '@byway/contracts/rules';
import { Button, Spinner, StateBox, ButtonLink } from '@byway/web-ui';
import type { Notify, RemoteProps } from '../../../lib/shell-contract';
import { JourneyMap, type JourneyMapStop } from '../../../components/journey-map/components/journey-map';
import { routePoints } from '../route-photos/api/route-photos';
import { RoutePhotos } from '../route-photos/components/route-photos';
import { ShareTripDialog } from '../../../components/share-trip/share-trip-dialog';
import { TripPanels } from '../trip-panels/components/trip-panels';
import { useTripDetail, type TripDetailStop, type TripDetailTrip } from '../api/trip-detail';
import { coordinatesOf, directionsUrl, openInNewTab } from '../lib/maps-links';
import { roadPathsOf } from '../lib/road-paths';
import { daysOfStops, stopsOfRoute, totalDriveTime } from '../lib/trip-detail-text';
import { CostForecast } from './cost-forecast';
import { Card, DayCard } from './day-card';
import { ItineraryActions } from './itinerary-actions';
import { PlannerNotes } from './planner-notes';
import { StopDialog } from './stop-dialog';
import { TripExport } from './trip-export';
import { TripPackReview } from './trip-pack-review';
import { TripStatusControl } from './trip-status';
import {
  DistanceUnitPreferenceContext,
  routeLengthText,
  useDistanceUnitPreference,
  type RouteLength,
} from '../../../lib/distance';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

/**
 * The plan first (issue 11): on wide screens the day cards on the left and the map beside them, staying in
 * view while the days scroll; on narrow screens the map on top and the days below it.
 */
const PlanLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-areas: 'map' 'plan';

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(24rem, 30rem);
    grid-template-areas: 'plan map';
    align-items: start;
  }
`;

const MapColumn = styled.div`
  grid-area: map;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  @media (min-width: 1100px) {
    position: sticky;
    top: 5.5rem;
  }
  /* Sticky makes a stacking context: a map gone full screen lifts its whole column above the page. */
  &:has([data-full-screen='true']) {
    z-index: ${({ theme }) => theme.zIndex.overlay};
  }
`;

const PlanColumn = styled.div`
  grid-area: plan;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
`;

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onPrimary};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    opacity: 0.92;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  div {
    display: grid;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    opacity: 0.8;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const HeroActions = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  margin-top: ${({ theme }) => theme.space.md};
`;

const OptionButton = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  margin: ${({ theme }) => theme.space.md} 0;

  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 700;
  }
`;

export { regenerationFailure } from './itinerary-actions';

function RouteChooser({
  trip,
  selected,
  onSelect,
}: {
  trip: TripDetailTrip;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const preference = useDistanceUnitPreference();
  if (trip.routeOptions.length <= 1) return null;
  return (
    <Card aria-labelledby="choose-your-route">
      <h2 id="choose-your-route">Choose Your Route</h2>
      <Options role="radiogroup" aria-labelledby="choose-your-route">
        {trip.routeOptions.map((option, index) => (
          <OptionButton
            key={`${index}-${option.routeName}`}
            role="radio"
            aria-checked={index === selected}
            $selected={index === selected}
            onClick={() => onSelect(index)}
          >
            <strong>{option.routeName}</strong>
            <span>{option.vibe}</span>
            <span>{routeLengthText(option, preference)}</span>
            <span>{option.estimatedTime}</span>
          </OptionButton>
        ))}
      </Options>
    </Card>
  );
}

function JourneyOverview({
  trip,
  option,
  stops,
  hours,
}: {
  trip: TripDetailTrip;
  option: RouteLength | undefined;
  stops: TripDetailStop[];
  hours: string;
}) {
  const preference = useDistanceUnitPreference();
  const url = directionsUrl(stops.map(coordinatesOf).filter((at) => at !== null));
  return (
    <Card aria-labelledby="journey-overview">
      <h2 id="journey-overview">Complete Journey Overview</h2>
      <Stats>
        <div>
          <dt>Stops</dt>
          <dd>{stops.length}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd>{trip.totalDays}</dd>
        </div>
        <div>
          <dt>Drive time</dt>
          <dd>{hours}</dd>
        </div>
        {option && (
          <div>
            <dt>Distance</dt>
            <dd>{routeLengthText(option, preference)}</dd>
          </div>
        )}
      </Stats>
      <Button disabled={!url} onClick={() => url && openInNewTab(url)}>
        Navigate Complete Route
      </Button>
    </Card>
  );
}

function TripView({
  trip,
  notify,
  refetch,
}: {
  trip: TripDetailTrip;
  notify: Notify;
  refetch: () => Promise<unknown>;
}) {
  const [routeIndex, setRouteIndex] = useState(0);
  const [selectedDay, setSelectedDay] = useState<number | null>(null);
  const [openStop, setOpenStop] = useState<TripDetailStop | null>(null);

  const index = routeIndex < Math.max(trip.routeOptions.length, 1) ? routeIndex : 0;
  const option = trip.routeOptions[index];
  const stops = useMemo(() => stopsOfRoute(trip, index), [trip, index]);
  const segments = useMemo(() => option?.dailySegments ?? [], [option]);
  const days = useMemo(() => daysOfStops(stops, segments), [stops, segments]);
  // The route in driving order: day by day, each day by orderInDay.
  const orderedStops = useMemo(() => days.flatMap((day) => day.stops), [days]);
  const mapStops = useMemo<JourneyMapStop[]>(
    () =>
      days.flatMap((day) =>
        day.stops.map((stop) => {
          const at = coordinatesOf(stop);
          return {
            name: stop.name,
            lat: at?.lat ?? null,
            lng: at?.lng ?? null,
            dayNumber: stop.dayNumber,
            orderInDay: stop.orderInDay,
            category: stop.category,
          };
        }),
      ),
    [days],
  );
  const photoPoints = useMemo(() => routePoints(mapStops), [mapStops]);
  const roadPaths = useMemo(() => roadPathsOf(segments, trip.stops), [segments, trip.stops]);
  const closeStop = useCallback(() => setOpenStop(null), []);

  const onReplaced = useCallback(() => {
    setRouteIndex(0);
    setSelectedDay(null);
  }, []);

  const shownDays = selectedDay === null ? days : days.filter((day) => day.day === selectedDay);

  return (
    <>
      <Hero aria-labelledby="trip-title">
        <h1 id="trip-title">{tripDisplayTitle(trip)}</h1>
        <Facts>
          <div>
            <dt>From</dt>
            <dd>{trip.startLocation}</dd>
          </div>
          <div>
            <dt>To</dt>
            <dd>{trip.endLocation}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>
              {trip.totalDays} {trip.totalDays === 1 ? 'day' : 'days'}
            </dd>
          </div>
        </Facts>
        {trip.description && <p>{trip.description}</p>}
        <HeroActions>
          <TripStatusControl trip={trip} notify={notify} />
          <ItineraryActions trip={trip} notify={notify} refetch={refetch} onReplaced={onReplaced} />
        </HeroActions>
      </Hero>

      <PlanLayout>
        <MapColumn>
          <JourneyMap
            stops={mapStops}
            selectedDay={selectedDay}
            onSelectDay={setSelectedDay}
            routePaths={roadPaths}
          />
          <TripExport tripId={trip.id} routeIndex={index} routeName={option?.routeName ?? null} />
        </MapColumn>
        <PlanColumn>
          <RouteChooser
            trip={trip}
            selected={index}
            onSelect={(chosen) => {
              setRouteIndex(chosen);
              setSelectedDay(null);
            }}
          />
          <PlannerNotes trip={trip} />
          {stops.length === 0 ? (
            <StateBox>
              <h3>No stops available for this route</h3>
              <p>Try another route or generate a new itinerary.</p>
            </StateBox>
          ) : (
            <>
              {selectedDay === null && (
                <JourneyOverview
                  trip={trip}
                  option={option}
                  stops={orderedStops}
                  hours={totalDriveTime(segments)}
                />
              )}
              {shownDays.map((day) => (
                <DayCard key={day.day} day={day} onExplore={setOpenStop} />
              ))}
            </>
          )}
        </PlanColumn>
      </PlanLayout>

      <CostForecast tripId={trip.id} routeIndex={index} />

      <RoutePhotos points={photoPoints} />

      {trip.tripPackId !== null && trip.tripPackId !== undefined && (
        <TripPackReview packId={trip.tripPackId} notify={notify} />
      )}

      <TripPanels
        tripId={trip.id}
        stopNames={[...new Set(orderedStops.map((stop) => stop.name))]}
        notify={notify}
      />

      {openStop && <StopDialog stop={openStop} onClose={closeStop} />}
    </>
  );
}

function NotFound() {
  return (
    <StateBox>
      <h3>Trip not found</h3>
      <p>This trip doesn&apos;t exist or isn&apos;t yours.</p>
      <ButtonLink to="/trips">Back to Trips</ButtonLink>
    </StateBox>
  );
}

/** Reads a numeric trip id from the route; anything else is no trip. */
export function parseTripId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The trip page for a trip id (spec 2, Trip detail). */
export function TripDetailView({ tripId, notify }: { tripId: number | null; notify: Notify }) {
  const { data, loading, error, refetch } = useTripDetail(tripId);
  const trip = tripId === null ? null : (data?.trip ?? null);
  const [sharing, setSharing] = useState(false);
  const closeShare = useCallback(() => setSharing(false), []);

  let body;
  if (tripId === null) body = <NotFound />;
  else if (loading && !data) body = <Spinner label="Loading your trip..." />;
  else if (error && !data) {
    body = (
      <StateBox $tone="error" role="alert">
        <h3>We couldn&apos;t load this trip</h3>
        <p>Check your connection and try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
      </StateBox>
    );
  } else if (!trip) body = <NotFound />;
  else body = <TripView key={trip.id} trip={trip} notify={notify} refetch={() => refetch()} />;

  return (
    <Page>
      <TopBar>
        <BackLink to="/trips">← Back to Trips</BackLink>
        {trip && (
          <Button $variant="secondary" onClick={() => setSharing(true)}>
            Share Trip
          </Button>
        )}
      </TopBar>
      {body}
      {trip && (
        <ShareTripDialog
          trip={{
            id: trip.id,
            title: trip.title,
            startLocation: trip.startLocation,
            endLocation: trip.endLocation,
            totalDays: trip.totalDays,
            description: trip.description,
            isPublic: trip.isPublic,
          }}
          open={sharing}
          onClose={closeShare}
          // trip(id) answers only the signed-in traveller's own trips, so whoever sees this page owns it.
          isOwner
          notify={notify}
        />
      )}
    </Page>
  );
}

/** Exposed as mfe_trips/TripDetail: the page at /trip/:id. */
export function TripDetail({ notify, user }: RemoteProps) {
  const { id } = useParams();
  return (
    <DistanceUnitPreferenceContext.Provider value={user?.distanceUnits ?? null}>
      <TripDetailView tripId={parseTripId(id)} notify={notify} />
    </DistanceUnitPreferenceContext.Provider>
  );
}
