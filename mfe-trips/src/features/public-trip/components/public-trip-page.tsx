import { useState } from 'react';
import styled from 'styled-components';
import { capitalize, tripDisplayTitle } from '@byway/contracts/rules';
import { Button, ButtonLink, Card as CardSurface, Spinner, StateBox } from '@byway/web-ui';
import type { Notify } from '../../../lib/shell-contract';
import { Fact } from '../../../components/fact';
import { LoadFailed } from '../../../components/load-failed';
import { Page } from '../../../components/page';
import { StopOrder } from '../../../components/stop-order';
import { JourneyMap, type JourneyMapStop } from '../../../components/journey-map/components/journey-map';
import { ShareTripDialog } from '../../../components/share-trip/share-trip-dialog';
import {
  usePublicTrip,
  usePublicTripStops,
  type PublicRouteOption,
  type PublicTrip,
  type PublicTripStop,
} from '../api/public-trip';
import { routeLengthText, useDistanceUnitPreference } from '../../../lib/distance';

const MAX_INT = 2_147_483_647;

/** A route parameter that can be a trip id (a positive 32-bit integer), else null. */
export function parseTripId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_INT ? id : null;
}

const Hero = styled.header<{ $tone: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* No trip image on the public page: a gradient behind the title, picked by trip id. */
  background: ${({ theme, $tone }) => theme.gradients.cards[$tone % theme.gradients.cards.length]};
  color: ${({ theme }) => theme.colors.onPrimary};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
  p {
    margin: 0;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Badge = styled.span`
  padding: 0.15rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.2);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Card = styled(CardSurface).attrs({ as: 'section', $shadow: 'none' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2,
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const StopList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StopItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h4 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

function NotFound() {
  return (
    <Page>
      <StateBox role="alert">
        <h1>Trip Not Found</h1>
        <p>This trip either doesn&apos;t exist or isn&apos;t available for public viewing.</p>
        <ButtonLink to="/">Go Home</ButtonLink>
      </StateBox>
    </Page>
  );
}

function RouteSummary({ option, others }: { option: PublicRouteOption; others: number }) {
  const preference = useDistanceUnitPreference();
  const hours = option.dailySegments.reduce((sum, segment) => sum + segment.driveSummary.estimatedHours, 0);
  return (
    <Card aria-labelledby="public-trip-route">
      <h2 id="public-trip-route">Route: {option.routeName}</h2>
      <p>{option.vibe}</p>
      <Facts>
        <Fact term="Total distance">{routeLengthText(option, preference)}</Fact>
        <Fact term="Estimated time">{option.estimatedTime}</Fact>
        <Fact term="Drive time">{hours > 0 ? `~${Math.round(hours)}h` : 'N/A'}</Fact>
      </Facts>
      {others > 0 ? <p>{plural(others, 'other route option')} planned for this trip.</p> : null}
    </Card>
  );
}

/** 'Day 2: Vail to Glenwood Springs' from day 2 and a title that may already start with its 'Day 2'. */
export function dayHeading(day: number, title: string | null | undefined): string {
  const rest = (title ?? '').replace(new RegExp(`^\\s*Day\\s+${day}\\s*[:.-]?\\s*`, 'i'), '').trim();
  return rest ? `Day ${day}: ${rest}` : `Day ${day}`;
}

function StopCard({ stop }: { stop: PublicTripStop }) {
  return (
    <StopItem>
      <StopOrder aria-hidden="true">{stop.orderInDay}</StopOrder>
      <div>
        <h4>{stop.name}</h4>
        {stop.category ? <p>{capitalize(stop.category)}</p> : null}
        {stop.description ? <p>{stop.description}</p> : null}
        <Meta>
          {stop.estimatedDuration !== null ? <span>{stop.estimatedDuration} min</span> : null}
          {stop.address ? <span>{stop.address}</span> : null}
          {stop.rating !== null && stop.rating !== undefined ? (
            // Our own editorial score (how well known a place is), never a crowd rating: said so.
            <span title="Byway's own score from how well known the place is, not travellers' reviews">
              Byway score {stop.rating.toFixed(1)}
            </span>
          ) : null}
        </Meta>
      </div>
    </StopItem>
  );
}

function Itinerary({ trip, route }: { trip: PublicTrip; route: PublicRouteOption | undefined }) {
  const { data, loading, error, refetch } = usePublicTripStops(trip.id, true);
  const [selectedDay, setSelectedDay] = useState<number | null>(null);

  if (loading && !data) return <Spinner label="Loading the itinerary..." />;
  if (error && !data) {
    return (
      <LoadFailed
        title="Unable to load the itinerary"
        hint="Please try again."
        action="Try Again"
        retry={refetch}
      />
    );
  }
  const stops = data?.publicTripStops ?? [];
  if (stops.length === 0) {
    return (
      <StateBox>
        <h3>No stops available for this route</h3>
      </StateBox>
    );
  }

  const days = new Map<number, PublicTripStop[]>();
  for (const stop of stops) days.set(stop.dayNumber, [...(days.get(stop.dayNumber) ?? []), stop]);
  const ordered = [...days.entries()].sort(([a], [b]) => a - b);
  const mapStops: JourneyMapStop[] = stops.map((stop) => ({
    name: stop.name,
    lat: stop.latitude ?? null,
    lng: stop.longitude ?? null,
    dayNumber: stop.dayNumber,
    orderInDay: stop.orderInDay,
    category: stop.category ?? null,
  }));

  return (
    <>
      <JourneyMap
        stops={mapStops}
        selectedDay={selectedDay}
        onSelectDay={setSelectedDay}
        routePaths={(route?.dailySegments ?? []).map(({ day, path }) => ({ day, path: path ?? null }))}
      />
      {ordered.map(([day, dayStops]) => {
        const segment = route?.dailySegments.find((item) => item.day === day);
        return (
          <Card key={day} aria-labelledby={`public-trip-day-${day}`}>
            <h3 id={`public-trip-day-${day}`}>{dayHeading(day, segment?.title)}</h3>
            <p>{plural(dayStops.length, 'stop')}</p>
            {segment?.description ? <p>{segment.description}</p> : null}
            <StopList aria-label={`Day ${day} stops`}>
              {[...dayStops]
                .sort((a, b) => a.orderInDay - b.orderInDay)
                .map((stop) => (
                  <StopCard key={stop.id ?? `${day}-${stop.orderInDay}-${stop.name}`} stop={stop} />
                ))}
            </StopList>
          </Card>
        );
      })}
    </>
  );
}

function TripView({ trip, notify }: { trip: PublicTrip; notify: Notify }) {
  const [sharing, setSharing] = useState(false);
  const title = tripDisplayTitle(trip);
  const route = trip.routeOptions[trip.selectedRouteIndex] ?? trip.routeOptions[0];
  const themes = (trip.theme ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

  return (
    <Page>
      <Hero $tone={trip.id}>
        <Badges>
          <Badge>{capitalize(trip.status)}</Badge>
          {themes.map((item) => (
            <Badge key={item}>{capitalize(item)}</Badge>
          ))}
        </Badges>
        <h1>{title}</h1>
        <p>
          {trip.startLocation} → {trip.endLocation}
        </p>
        <p>{plural(trip.totalDays, 'day')}</p>
        {trip.description ? <p>{trip.description}</p> : null}
        <Actions>
          <Button $variant="secondary" onClick={() => setSharing(true)}>
            Share Trip
          </Button>
        </Actions>
      </Hero>

      {route ? <RouteSummary option={route} others={trip.routeOptions.length - 1} /> : null}

      <section aria-labelledby="public-trip-itinerary">
        <h2 id="public-trip-itinerary">Itinerary</h2>
        <Itinerary trip={trip} route={route} />
      </section>

      <Card aria-labelledby="public-trip-cta">
        <h2 id="public-trip-cta">Plan your own road trip</h2>
        <p>Pick a start, a destination and your interests: Byway plans the days and the stops for you.</p>
        <div>
          <ButtonLink to="/trip-builder">Start Planning</ButtonLink>
        </div>
      </Card>

      <ShareTripDialog
        trip={{ ...trip, title, isPublic: true }}
        open={sharing}
        onClose={() => setSharing(false)}
        isOwner={false}
        notify={notify}
      />
    </Page>
  );
}

/**
 * Spec 2 'Public trip': the page anyone can open, signed in or not. A missing, private or unreadable trip
 * (and an id that cannot be one) shows 'Trip Not Found'.
 */
export function PublicTripPage({ id, notify }: { id: string | undefined; notify: Notify }) {
  const tripId = parseTripId(id);
  const { data, loading, error } = usePublicTrip(tripId);

  if (tripId === null) return <NotFound />;
  if (loading && !data) return <Spinner label="Loading trip..." />;
  if (error || !data?.publicTrip) return <NotFound />;
  return <TripView trip={data.publicTrip} notify={notify} />;
}
