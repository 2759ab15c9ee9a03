import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { StateBox } from '@byway/web-ui';
import type { Notify } from '../../../lib/shell-contract';
import { JourneyMap, type JourneyMapStop } from '../../../components/journey-map/components/journey-map';
import { routePoints } from '../route-photos/api/route-photos';
import { RoutePhotos } from '../route-photos/components/route-photos';
import { TripPanels } from '../trip-panels/components/trip-panels';
import type { TripDetailStop, TripDetailTrip } from '../api/trip-detail';
import { coordinatesOf } from '../lib/maps-links';
import { roadPathsOf } from '../lib/road-paths';
import { daysOfStops, stopsOfRoute, totalDriveTime } from '../lib/trip-detail-text';
import { CostForecast } from './cost-forecast';
import { DayCard } from './day-card';
import { EditNotice } from './edit-notice';
import { EditPlanBar } from './edit-plan-bar';
import { JourneyOverview } from './journey-overview';
import { PlannerNotes } from './planner-notes';
import { RouteChooser } from './route-chooser';
import { StopDialog } from './stop-dialog';
import { TripExport } from './trip-export';
import { TripHero } from './trip-hero';
import { TripPackReview } from './trip-pack-review';
import { useChosenRoute } from '../hooks/use-chosen-route';
import { usePlanEdits } from '../hooks/use-plan-edits';

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

/** The trip on its page: its head, the route chooser, the days beside the map, and the panels below. */
export function TripView({
  trip,
  notify,
  refetch,
}: {
  trip: TripDetailTrip;
  notify: Notify;
  refetch: () => Promise<unknown>;
}) {
  const [index, chooseRoute] = useChosenRoute(trip, notify);
  const [selectedDay, setSelectedDay] = useState<number | null>(null);
  const [openStop, setOpenStop] = useState<TripDetailStop | null>(null);
  const [editing, setEditing] = useState(false);
  const edits = usePlanEdits(trip.id);

  const option = trip.routeOptions[index];
  const stops = useMemo(() => stopsOfRoute(trip, index), [trip, index]);
  const segments = useMemo(() => option?.dailySegments ?? [], [option]);
  const days = useMemo(
    () => daysOfStops(stops, segments, { notes: trip.dayNotes, everyDay: editing ? trip.totalDays : 0 }),
    [stops, segments, trip.dayNotes, trip.totalDays, editing],
  );
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

  // A new itinerary starts again from its first option (the server resets the stored choice too).
  const onReplaced = useCallback(() => {
    chooseRoute(0, { keep: false });
    setSelectedDay(null);
  }, [chooseRoute]);

  const shownDays = selectedDay === null ? days : days.filter((day) => day.day === selectedDay);
  // Hand edits (issue 22) are the owner's and editors'; a viewer reads the plan as it is. They change the
  // route the traveller keeps, so only that one is edited here.
  const mayEdit = trip.role === 'owner' || trip.role === 'editor';
  const routeKept = index === trip.selectedRouteIndex;
  const dayEditing = mayEdit && editing && routeKept ? { edits, totalDays: trip.totalDays } : null;

  return (
    <>
      <TripHero trip={trip} notify={notify} refetch={refetch} onReplaced={onReplaced} />

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
              chooseRoute(chosen);
              setSelectedDay(null);
            }}
          />
          <PlannerNotes trip={trip} />
          {mayEdit && (
            <EditPlanBar
              editing={dayEditing !== null}
              onToggle={() => setEditing(!editing)}
              saving={edits.saving}
              routeKept={routeKept}
            />
          )}
          {stops.length === 0 && !dayEditing ? (
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
                <DayCard key={day.day} day={day} onExplore={setOpenStop} editing={dayEditing} />
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
        role={trip.role}
        notify={notify}
      />

      {openStop && <StopDialog stop={openStop} onClose={closeStop} />}
      <EditNotice notice={edits.notice} onClose={edits.dismiss} />
    </>
  );
}
