import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form';
import { Card, Grid, Lead, PageContainer, PageTitle } from '../../../components/ui/page';
import { FaqList } from '../../../components/ui/faq-list';
import { SUPPORT_REPLY_TIME } from '../lib/reply-time';

interface FaqGroup {
  title: string;
  items: { q: string; a: string }[];
}

export const HELP_FAQ: FaqGroup[] = [
  {
    title: 'Getting Started',
    items: [
      {
        q: 'How do I create an account?',
        a: 'Choose Sign In, then "Sign up". Enter your name, email and a password, or continue with single sign-on.',
      },
      {
        q: 'Why does Byway ask about my interests?',
        a: 'Your interests, travel style and pace shape the stops the trip builder suggests. You can change them on your profile.',
      },
      {
        q: 'Is Byway free?',
        a: 'The Explorer plan is free with 3 trips per month. Paid plans add unlimited trips and smart features.',
      },
    ],
  },
  {
    title: 'Trip Planning',
    items: [
      {
        q: 'How do I plan a trip?',
        a: 'Open Plan New Trip, enter a start, a destination and how many days you have, pick your interests and let the builder draft the itinerary.',
      },
      {
        q: 'Can I change the route after it is created?',
        a: 'Yes. Each trip offers several route options, and you can generate a new itinerary at any time.',
      },
      {
        q: 'What are Trip Packs?',
        a: 'Curated road trips from local guides and the community. Answer four quick questions to find packs that fit you.',
      },
    ],
  },
  {
    title: 'Smart Features',
    items: [
      {
        q: 'What are Hidden Gems?',
        a: 'Lesser-known places matched to your interests, location and season, with tips on when to visit.',
      },
      {
        q: 'How do smart suggestions work?',
        a: 'Weather, seasonality and trending spots are checked against your trip to suggest alternatives and warn you about closures.',
      },
      {
        q: 'How do achievements and points work?',
        a: 'Planning trips, sharing photos and writing reviews earn points; points raise your traveller level.',
      },
    ],
  },
];

const Search = styled.div`
  max-width: 36rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Empty = styled(Card)`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => `${item.q} ${item.a}`.toLowerCase().includes(needle)),
    }))
    .filter((group) => group.items.length > 0);
}

export function HelpPage() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = useMemo(() => filterFaq(HELP_FAQ, query), [query]);

  return (
    <PageContainer>
      <PageTitle>Help Center</PageTitle>
      <Lead>Answers to common questions. Our support team replies {SUPPORT_REPLY_TIME}, every day.</Lead>
      <Search>
        <label htmlFor={searchId} style={{ display: 'block', fontWeight: 600, marginBottom: '0.25rem' }}>
          Search help articles
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Search for answers..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Search>

      {groups.length === 0 ? (
        <Empty role="status">
          <h2 style={{ marginTop: 0 }}>No results found</h2>
          <Muted>Try different words, or ask our team directly.</Muted>
          <Button $variant="secondary" onClick={() => setQuery('')}>
            Clear Search
          </Button>
        </Empty>
      ) : (
        groups.map((group) => (
          <Group key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <FaqList items={group.items} />
          </Group>
        ))
      )}

      <Grid>
        <Card>
          <h2 style={{ marginTop: 0 }}>Contact Support</h2>
          <Muted>Can&apos;t find what you need? Ask us: we answer {SUPPORT_REPLY_TIME}.</Muted>
          <Link to="/contact">Contact Us</Link>
        </Card>
        <Card>
          <h2 style={{ marginTop: 0 }}>System Status</h2>
          <Muted>
            Trip generation, maps and sign-in are monitored 24/7. If something looks wrong, let us know
            through the contact form and we&apos;ll confirm whether it is a known issue.
          </Muted>
        </Card>
      </Grid>
    </PageContainer>
  );
}
