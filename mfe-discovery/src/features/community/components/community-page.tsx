import { useId, type ReactNode } from 'react';
import {
  HIDDEN_GEM_CATEGORIES,
  HIDDEN_GEM_CATEGORY_LABELS,
  tripPackCountryName,
  type HiddenGemCategory,
} from '@byway/contracts/rules';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, LoadFailed, Spinner, StateBox, TripCard, type TripCardProps } from '@byway/web-ui';
import type { SetCommunityListingMutationData } from '../../../generated/graphql';
import type { Notify, RemoteProps } from '../../../lib/shell-contract';
import {
  COMMUNITY_COUNTS,
  useCommunityContributors,
  useCommunityGems,
  useCommunityListing,
  useCommunityPacks,
  useSetCommunityListing,
} from '../api/community';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space['2xl']};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.lg};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    max-width: 40rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Leaders = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toggle = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ListingNote = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Cta = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A card of the community lists: flat, its lines close together at the top. */
function ListCard(
  props: Omit<TripCardProps, 'as' | 'layout' | 'shadow' | 'bodyGap' | 'alignBodyTop' | 'smallText'>,
) {
  return <TripCard as="li" layout="plain" shadow="none" bodyGap="xs" alignBodyTop smallText {...props} />;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <SectionHead>
        <h2 id={id}>{title}</h2>
        {action}
      </SectionHead>
      {children}
    </section>
  );
}

function Failed({ what, retry }: { what: string; retry: () => Promise<unknown> }) {
  return <LoadFailed title={`We couldn't load ${what}`} retry={retry} />;
}

function categoryLabel(category: string | null): string | null {
  if (!category) return null;
  return (HIDDEN_GEM_CATEGORIES as readonly string[]).includes(category)
    ? HIDDEN_GEM_CATEGORY_LABELS[category as HiddenGemCategory]
    : category;
}

function FeaturedPacks() {
  const { data, loading, error, refetch } = useCommunityPacks();
  if (loading && !data) return <Spinner label="Loading trip packs..." />;
  if (error) return <Failed what="trip packs" retry={refetch} />;
  const packs = (data?.tripPacks ?? []).slice(0, COMMUNITY_COUNTS.packs);
  if (packs.length === 0) {
    return (
      <StateBox>
        <h3>No trip packs yet</h3>
        <p>Our editors are writing the first packs. Check back soon.</p>
      </StateBox>
    );
  }
  return (
    <Cards>
      {packs.map((pack) => (
        <ListCard key={pack.id} title={pack.title}>
          <p>
            {pack.duration} {pack.duration === 1 ? 'day' : 'days'}
            {pack.country ? ` · ${tripPackCountryName(pack.country)}` : ''}
            {pack.creator ? ` · by ${pack.creator}` : ''}
          </p>
          {pack.description && <p>{pack.description}</p>}
          <p>
            {pack.reviews > 0
              ? `★ ${pack.rating.toFixed(1)} (${pack.reviews} ${pack.reviews === 1 ? 'review' : 'reviews'})`
              : 'New'}
          </p>
        </ListCard>
      ))}
    </Cards>
  );
}

function RecentGems() {
  const { data, loading, error, refetch } = useCommunityGems();
  if (loading && !data) return <Spinner label="Loading recent gems..." />;
  if (error) return <Failed what="recent gems" retry={refetch} />;
  const gems = data?.recentCommunityGems ?? [];
  if (gems.length === 0) {
    return (
      <StateBox>
        <h3>No gems shared yet</h3>
        <p>When travellers add a hidden gem to a trip and make the trip public, it shows here.</p>
      </StateBox>
    );
  }
  return (
    <Cards>
      {gems.map((gem) => (
        <ListCard key={`${gem.tripId}-${gem.name}`} title={gem.name}>
          {categoryLabel(gem.category) && <p>{categoryLabel(gem.category)}</p>}
          {gem.address && <p>{gem.address}</p>}
          <Link to={`/public-trip/${gem.tripId}`}>See the trip</Link>
        </ListCard>
      ))}
    </Cards>
  );
}

function ListingToggle({ notify }: { notify: Notify }) {
  const listing = useCommunityListing(true);
  const [setListed, saving] = useSetCommunityListing();
  const me = listing.data?.me;
  // Said, not hidden, when the choice cannot be read (issue 21: the opt-in must always have a control).
  if (listing.error)
    return <ListingNote>Your listing choice could not be loaded; reload the page to change it.</ListingNote>;
  if (!me) return null;
  const choose = (listed: boolean) =>
    // The box follows the click at once; a refusal puts it back and says so.
    void setListed({
      variables: { listed },
      // __typename lets the cache apply it to the traveller (the generated types leave it out).
      optimisticResponse: {
        setListInCommunity: { __typename: 'User', id: me.id, listInCommunity: listed },
      } as SetCommunityListingMutationData,
    }).catch(() =>
      notify({
        title: 'Your choice was not saved',
        description: 'Check your connection and try again.',
        variant: 'destructive',
      }),
    );
  return (
    <Toggle>
      <input
        type="checkbox"
        checked={me.listInCommunity}
        disabled={saving.loading}
        onChange={(event) => choose(event.target.checked)}
      />
      List me among the top contributors (first name and initial only)
    </Toggle>
  );
}

function TopContributors({ signedIn, notify }: { signedIn: boolean; notify: Notify }) {
  const { data, loading, error, refetch } = useCommunityContributors();
  const body = () => {
    if (loading && !data) return <Spinner label="Loading contributors..." />;
    if (error) return <Failed what="contributors" retry={refetch} />;
    const people = data?.topContributors ?? [];
    if (people.length === 0) {
      return (
        <StateBox>
          <h3>No one is listed yet</h3>
          <p>
            Travellers choose whether to appear here, with the points they earn planning and sharing trips.
          </p>
        </StateBox>
      );
    }
    return (
      <Leaders>
        {people.map((person, index) => (
          <li key={`${index}-${person.name}`}>
            <span>
              {index + 1}. {person.name} · {person.level}
            </span>
            <span>{person.totalPoints} points</span>
          </li>
        ))}
      </Leaders>
    );
  };
  return (
    <>
      {body()}
      {signedIn ? (
        <ListingToggle notify={notify} />
      ) : (
        <ListingNote>
          <Link to="/login?returnTo=%2Fcommunity">Sign in</Link> to choose whether you appear here.
        </ListingNote>
      )}
    </>
  );
}

/** /community (spec 2, Community; public): hero, featured packs, recent gems, top contributors, call to action. */
export function CommunityPage({ user, notify }: RemoteProps) {
  const signedIn = user !== null;
  return (
    <Page>
      <Hero>
        <h1>The Byway Community</h1>
        <p>
          Curated trip packs from our editors, hidden gems travellers added to the trips they share, and the
          explorers who chose to be listed for the points they earn.
        </p>
        <Row>
          {!signedIn && <ButtonLink to="/login">Join the Community</ButtonLink>}
          <ButtonLink to="/trip-packs" $variant="secondary">
            Browse All Trip Packs
          </ButtonLink>
        </Row>
      </Hero>
      <Section title="Featured Trip Packs">
        <FeaturedPacks />
      </Section>
      <Section title="Recently Discovered Gems">
        <RecentGems />
      </Section>
      <Section title="Top Contributors">
        <TopContributors signedIn={signedIn} notify={notify} />
      </Section>
      <Cta aria-label="Start your adventure">
        <h2>Ready for your next road trip?</h2>
        <p>Plan a trip, find hidden gems on the way and share it with the community.</p>
        {signedIn ? (
          <ButtonLink to="/trip-builder">Plan a Trip</ButtonLink>
        ) : (
          <ButtonLink to="/login">Join Now</ButtonLink>
        )}
      </Cta>
    </Page>
  );
}
