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

// Who builds Byway, by role: we name no people we cannot point to (honest data).
const TEAM = [
  { role: 'Engineering', note: 'Builds the trip planner, the map and the platform behind them.' },
  {
    role: 'Editors',
    note: 'Write up every catalogue place from public facts, in our own words, with sources.',
  },
  { role: 'Travellers', note: 'Plan, share and record their trips; their reviews are the only ratings.' },
] as const;

// What Byway does today, in the order it was built; no invented dates.
const TIMELINE = [
  { step: 'First', text: 'A trip builder that plans three route options, day by day, in under a second.' },
  { step: 'Then', text: 'Memories, price alerts and public trips you can share with a link.' },
  { step: 'Now', text: 'Points, levels and achievements for what travellers really do.' },
  { step: 'Next', text: 'Trip packs, hidden gems and photo discovery across the countries we cover.' },
] as const;

// Facts about our own data, counted from it; no traveller counts or ratings until real ones exist.
const NUMBERS = [
  { value: '1,768', label: 'curated places written up by our editors' },
  { value: '51', label: 'US states and DC covered' },
  { value: '24', label: 'countries with trip-pack places' },
  { value: '16', label: 'trip themes to plan by' },
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

      <H2>Who builds Byway</H2>
      <Grid>
        {TEAM.map((group) => (
          <Card key={group.role}>
            <h3 style={{ margin: 0 }}>{group.role}</h3>
            <p>{group.note}</p>
          </Card>
        ))}
      </Grid>

      <H2>Our road so far</H2>
      <Timeline>
        {TIMELINE.map((step) => (
          <li key={step.step}>
            <strong>{step.step}</strong>
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
