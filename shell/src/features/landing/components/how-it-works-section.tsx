import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { CardGrid, Tile } from './landing-styles';
import { LandingSection } from './landing-section';

const STEPS = [
  {
    title: 'Set up your profile',
    text: 'Tell us what you love (nature, food, history, the delightfully weird), how fast you like to travel and where you like to sleep.',
  },
  {
    title: 'Enter your route and timeframe',
    text: 'Pick a start, a destination and how many days you have. Byway drafts an itinerary with stops that match you.',
  },
  {
    title: 'Follow your guide and adjust on the fly',
    text: 'Drive day by day, swap stops, save memories and let smart nudges keep the trip on track.',
  },
] as const;

const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentText};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 800;
`;

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      tone="muted"
      eyebrow="How it works"
      titleId="how-title"
      title="Three steps from idea to itinerary"
      lead="No spreadsheets, no forty open tabs."
      actions={
        <ButtonLink to="/onboarding" $size="lg">
          Build My Trip
        </ButtonLink>
      }
    >
      <CardGrid as="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {STEPS.map((step, index) => (
          <Tile as="li" key={step.title}>
            <Number aria-hidden="true">{index + 1}</Number>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Tile>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
