import { Card } from '@byway/web-ui';
import styled from 'styled-components';
import { CardGrid } from './landing-styles';
import { LandingSection } from './landing-section';

// Real plans of the offline planner, in our words. No invented travellers, quotes or star ratings: those
// come when real travellers write reviews.
const EXAMPLES = [
  {
    route: 'Denver, CO to Moab, UT · 4 days',
    plan: 'The scenic option crosses Independence Pass, stops at Maroon Bells and the Black Canyon of the Gunnison, and ends among the arches.',
    themes: 'Nature, photography',
  },
  {
    route: 'Denver, CO to Moab, UT · 4 days',
    plan: 'The direct drive follows I-70 through Vail, Glenwood Springs and Grand Junction, two to three hours at the wheel each day.',
    themes: 'Direct drive',
  },
  {
    route: 'Any start, any destination · 1 to 30 days',
    plan: 'Three route options every time, each day ending in a real town, planned in well under a second.',
    themes: 'Your interests',
  },
] as const;

const Quote = styled(Card).attrs({ as: 'figure', $shadow: 'none' })`
  margin: 0;

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function TestimonialsSection() {
  return (
    <LandingSection
      tone="muted"
      eyebrow="Examples"
      titleId="testimonials-title"
      title="Trips the planner makes"
    >
      <CardGrid>
        {EXAMPLES.map((item) => (
          <Quote key={item.plan}>
            <blockquote>{item.plan}</blockquote>
            <figcaption>
              <strong>{item.route}</strong> · {item.themes}
            </figcaption>
          </Quote>
        ))}
      </CardGrid>
    </LandingSection>
  );
}
