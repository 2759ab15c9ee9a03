import styled from 'styled-components';
import { CardGrid, Eyebrow, Inner, Section, SectionTitle } from './landing-styles';

const TESTIMONIALS = [
  {
    quote:
      'It found us a hot spring an hour off the interstate that none of our guidebooks mentioned. Best day of the trip.',
    name: 'Maya R.',
    trip: 'Oregon high desert, 6 days',
  },
  {
    quote: 'I told it I like slow mornings and weird roadside museums. It got me completely.',
    name: 'Daniel K.',
    trip: 'Route 66, 10 days',
  },
  {
    quote:
      'Three route options meant we could pick the scenic one with the kids and still make dinner on time.',
    name: 'Priya & Tom',
    trip: 'Blue Ridge Parkway, 5 days',
  },
] as const;

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Stars = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 0.1em;
`;

export function TestimonialsSection() {
  return (
    <Section $tone="muted" aria-labelledby="testimonials-title">
      <Inner>
        <Eyebrow>Testimonials</Eyebrow>
        <SectionTitle id="testimonials-title">Travellers love the detours</SectionTitle>
        <CardGrid>
          {TESTIMONIALS.map((item) => (
            <Quote key={item.name}>
              <Stars aria-label="5 out of 5 stars">★★★★★</Stars>
              <blockquote>“{item.quote}”</blockquote>
              <figcaption>
                <strong>{item.name}</strong> · {item.trip}
              </figcaption>
            </Quote>
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
