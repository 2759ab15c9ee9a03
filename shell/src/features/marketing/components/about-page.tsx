import styled from 'styled-components';
import { Card, Grid, Lead, PageContainer, PageTitle } from '../../../components/ui/page';
import { DataCredits } from './data-credits';

const VALUES = [
  {
    title: 'Curiosity first',
    text: 'The best part of a road trip is the stop you did not plan. We build for discovery.',
  },
  { title: 'Local wisdom', text: 'Guides and travellers who know a road share it, and get credit for it.' },
  {
    title: 'Lighter footprint',
    text: 'Smarter routes mean fewer wasted miles, and we favour places that care for their land.',
  },
  { title: 'Your data, your trips', text: 'Preferences make suggestions better; they are never sold.' },
] as const;

const TEAM = [
  { name: 'Alex Moreno', role: 'Co-founder, product', note: 'Has driven all of Route 66, twice.' },
  { name: 'Sam Okafor', role: 'Co-founder, engineering', note: 'Maps nerd and weekend camper.' },
  { name: 'Jordan Lee', role: 'Head of community', note: 'Curates the Trip Packs with local guides.' },
] as const;

const TIMELINE = [
  { year: '2022', text: 'A spreadsheet of secret spots, shared between friends.' },
  { year: '2023', text: 'The first AI trip builder, with three route options per trip.' },
  { year: '2024', text: 'Trip Packs from local guides, Hidden Gems and Photo Discovery.' },
  { year: '2025', text: 'Achievements, smart suggestions and a growing community of travellers.' },
] as const;

const NUMBERS = [
  { value: '50K+', label: 'travellers' },
  { value: '500+', label: 'destinations' },
  { value: '150+', label: 'secret spots' },
  { value: '4.9/5', label: 'average rating' },
] as const;

const H2 = styled.h2`
  margin: ${({ theme }) => theme.space['2xl']} 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};

  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Numbers = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function AboutPage() {
  return (
    <PageContainer>
      <PageTitle>About Byway</PageTitle>
      <Lead>
        Our mission: make every road trip feel personal. Byway is a road trip companion for discovering
        destinations, tuned to your vibe, your time and your wanderlust.
      </Lead>

      <H2>What we value</H2>
      <Grid>
        {VALUES.map((value) => (
          <Card key={value.title}>
            <h3 style={{ marginTop: 0 }}>{value.title}</h3>
            <Muted>{value.text}</Muted>
          </Card>
        ))}
      </Grid>

      <H2>The team</H2>
      <Grid>
        {TEAM.map((person) => (
          <Card key={person.name}>
            <h3 style={{ margin: 0 }}>{person.name}</h3>
            <Muted>{person.role}</Muted>
            <p>{person.note}</p>
          </Card>
        ))}
      </Grid>

      <H2>Our road so far</H2>
      <Timeline>
        {TIMELINE.map((step) => (
          <li key={step.year}>
            <strong>{step.year}</strong>
            {step.text}
          </li>
        ))}
      </Timeline>

      <H2>By the numbers</H2>
      <Numbers>
        {NUMBERS.map((item) => (
          <div key={item.label}>
            <dt>{item.value}</dt>
            <dd>{item.label}</dd>
          </div>
        ))}
      </Numbers>

      <H2>Data credits</H2>
      <Muted>
        Our trip planner is built on open data, and on places our team writes up from public facts.
      </Muted>
      <DataCredits />
    </PageContainer>
  );
}
