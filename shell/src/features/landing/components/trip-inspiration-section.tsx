import { TripCard } from '@byway/web-ui';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Actions, CardGrid, Eyebrow, Inner, Section, SectionLead, SectionTitle } from './landing-styles';

/** Static sample trips (marketing content, not data). */
const SAMPLE_TRIPS = [
  {
    title: 'Pacific Coast Highway',
    route: 'San Francisco → Los Angeles',
    days: 5,
    rating: 4.9,
    text: 'Cliffside curves, redwood detours and the best fish tacos on Highway 1.',
    gradient: 0,
  },
  {
    title: 'Blue Ridge Parkway',
    route: 'Shenandoah → Great Smoky Mountains',
    days: 6,
    rating: 4.8,
    text: 'Fall colour, mountain music and overlooks you will want to stop at every mile.',
    gradient: 4,
  },
  {
    title: 'Desert Southwest Loop',
    route: 'Las Vegas → Zion → Grand Canyon',
    days: 7,
    rating: 4.7,
    text: 'Red rock canyons, dark-sky camping and a few roadside oddities along old Route 66.',
    gradient: 1,
  },
] as const;

const Picture = styled.div<{ $index: number }>`
  height: 9rem;
  background: ${({ theme, $index }) => theme.gradients.cards[$index % theme.gradients.cards.length]};
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function TripInspirationSection() {
  return (
    <Section aria-labelledby="inspiration-title">
      <Inner>
        <Eyebrow>Trip inspiration</Eyebrow>
        <SectionTitle id="inspiration-title">Where will the road take you?</SectionTitle>
        <SectionLead>A few favourites from travellers who planned them with Byway.</SectionLead>
        <CardGrid>
          {SAMPLE_TRIPS.map((trip) => (
            <TripCard
              key={trip.title}
              layout="clip"
              bodyPadding="lg"
              title={trip.title}
              media={<Picture $index={trip.gradient} role="img" aria-label={`${trip.title} illustration`} />}
              actions={
                // Sample content: Explore deliberately goes nowhere (spec).
                <Button $variant="secondary" $size="sm">
                  Explore
                </Button>
              }
            >
              <Meta>
                <span>{trip.route}</span>
                <span>
                  {trip.days} days · <span aria-label={`rated ${trip.rating} out of 5`}>★ {trip.rating}</span>
                </span>
              </Meta>
              <p>{trip.text}</p>
            </TripCard>
          ))}
        </CardGrid>
        <Actions>
          <ButtonLink to="/community" $variant="secondary">
            Browse All Trip Packs
          </ButtonLink>
        </Actions>
      </Inner>
    </Section>
  );
}
