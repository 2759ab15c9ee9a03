import { Icon as Glyph, type IconName } from '@byway/web-ui';
import { ButtonLink } from '../../../components/ui/button';
import { CardGrid, Icon, SectionLead, Tile } from './landing-styles';
import { LandingSection } from './landing-section';

const FEATURES = [
  {
    icon: 'compass',
    title: 'Smart Trip Builder',
    text: 'Give us a start point, a destination and your timeframe. The AI builder answers with three route options and a day-by-day itinerary made for you.',
  },
  {
    icon: 'map',
    title: 'Dynamic Map',
    text: 'Toggle layers for food, nature, history and quirky stops, and keep your map with you even when the signal drops.',
  },
  {
    icon: 'users',
    title: 'Community Wisdom',
    text: 'Reviews and curated Trip Packs from local guides and influencers who have driven the road before you.',
  },
  {
    icon: 'journal',
    title: 'Daily Planner & Journal',
    text: 'Driving times, stops, photos and voice notes for every day, in one place.',
  },
  {
    icon: 'weather',
    title: 'Smart Suggestions',
    text: 'Weather, seasonality and trending spots shape your plan, with real-time nudges while you drive.',
  },
  {
    icon: 'heart',
    title: 'Saved Preferences',
    text: 'Your travel style, pace and interests are remembered, so every suggestion gets better over time.',
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

const EXTRAS = [
  'Hidden Gems discovery',
  'Geo-tagged Photo Discovery',
  'Achievements, points and levels',
  'All your trips in one list',
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      titleId="features-title"
      title={<>Everything a road trip needs, nothing it doesn&apos;t</>}
      lead="From the first idea to the last mile, Byway keeps the planning light and the discoveries coming."
      actions={
        <ButtonLink to="/onboarding" $size="lg">
          Start Your Adventure
        </ButtonLink>
      }
    >
      <CardGrid>
        {FEATURES.map((feature) => (
          <Tile key={feature.title}>
            <Icon>
              <Glyph name={feature.icon} />
            </Icon>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </Tile>
        ))}
      </CardGrid>
      <SectionLead as="p" style={{ marginTop: '2rem', marginBottom: 0 }}>
        Plus: {EXTRAS.join(' · ')}.
      </SectionLead>
    </LandingSection>
  );
}
