import styled from 'styled-components';
import { tripDisplayTitle } from '@byway/contracts/rules';
import { Fact } from '../../../components/fact';
import type { Notify } from '../../../lib/shell-contract';
import type { TripDetailTrip } from '../api/trip-detail';
import { ItineraryActions } from './itinerary-actions';
import { TripStatusControl } from './trip-status';
import { TripStartDate } from './trip-start-date';

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

/** The trip page's head: title, from, to and length, the description, status and itinerary actions. */
export function TripHero({
  trip,
  notify,
  refetch,
  onReplaced,
}: {
  trip: TripDetailTrip;
  notify: Notify;
  refetch: () => Promise<unknown>;
  onReplaced: () => void;
}) {
  return (
    <Hero aria-labelledby="trip-title">
      <h1 id="trip-title">{tripDisplayTitle(trip)}</h1>
      <Facts>
        <Fact term="From">{trip.startLocation}</Fact>
        <Fact term="To">{trip.endLocation}</Fact>
        <Fact term="Duration">
          {trip.totalDays} {trip.totalDays === 1 ? 'day' : 'days'}
        </Fact>
      </Facts>
      <TripStartDate tripId={trip.id} startDate={trip.startDate} notify={notify} />
      {trip.description && <p>{trip.description}</p>}
      <HeroActions>
        <TripStatusControl trip={trip} notify={notify} />
        <ItineraryActions trip={trip} notify={notify} refetch={refetch} onReplaced={onReplaced} />
      </HeroActions>
    </Hero>
  );
}
