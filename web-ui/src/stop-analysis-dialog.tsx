// The stop dialog of the spec (section 2): a place's name and badges, then its AI analysis in eight
// blocks, with a skeleton while it loads and 'Retry Analysis' when it fails. One owner for the trip page's
// stops (mfe-trips) and the hidden gems' Explore (mfe-discovery); each remote brings its own query.
import { useId, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { limitMessage } from './limit-message';
import { Dialog } from './dialog';
import { Button } from './button';

/** What the dialog shows of an analysis (the fields of the GraphQL StopAnalysis both remotes ask for). */
export interface StopAnalysisView {
  description: string;
  location: string;
  howToGetThere: string;
  generalInfo: string;
  estimatedVisitDuration: string;
  bestTimeToVisit: string;
  highlights: readonly string[];
  tips: readonly string[];
  nearbyAttractions: readonly string[];
  localCulture: string;
}

/** The analysis input of a place: its address, else its name (spec 7), and its category. */
export function stopAnalysisInput<Category>(place: {
  name: string;
  address: string | null;
  category: Category;
}): { name: string; address: string; category: Category } {
  return { name: place.name, address: place.address?.trim() || place.name, category: place.category };
}

/** How both remotes run their analysis query: a fresh analysis each time the dialog opens, never the cache's. */
export const FRESH_ANALYSIS = {
  fetchPolicy: 'network-only',
  nextFetchPolicy: 'cache-first',
  notifyOnNetworkStatusChange: true,
} as const;

export interface MapLink {
  label: string;
  href: string;
}

/** The analysis' headings, lists and text inside the dialog's panel. */
const AnalysisDialog = styled(Dialog)`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The line of badges under the dialog's title. */
export const DialogBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogBadge = styled.span<{ $tone?: 'accent' | 'plain' }>`
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentText : theme.colors.primary)};
  font-weight: 600;
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Bone = styled.div<{ $width: string }>`
  height: 0.9rem;
  width: ${({ $width }) => $width};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const ErrorBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </Section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Analysis({ analysis, mapLinks }: { analysis: StopAnalysisView; mapLinks: readonly MapLink[] }) {
  return (
    <Sections>
      <Block title="About This Location">
        <p>{analysis.description}</p>
        <h4>Location Details</h4>
        <p>{analysis.location}</p>
      </Block>
      <Block title="How to Get There">
        <p>{analysis.howToGetThere}</p>
        {mapLinks.length > 0 && (
          <Links>
            {mapLinks.map((link) => (
              <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ))}
          </Links>
        )}
      </Block>
      <Block title="General Information">
        <p>{analysis.generalInfo}</p>
      </Block>
      <Block title="Visit Duration & Timing">
        <h4>Recommended Duration</h4>
        <p>{analysis.estimatedVisitDuration}</p>
        <h4>Best Time to Visit</h4>
        <p>{analysis.bestTimeToVisit}</p>
      </Block>
      <Block title="Top Highlights">
        <List items={analysis.highlights} />
      </Block>
      <Block title="Insider Tips">
        <List items={analysis.tips} />
      </Block>
      <Block title="Nearby Attractions">
        <List items={analysis.nearbyAttractions} />
      </Block>
      <Block title="Local Culture & Character">
        <p>{analysis.localCulture}</p>
      </Block>
    </Sections>
  );
}

/** The analysis as its query stands: a skeleton, a failure with 'Retry Analysis', or the eight blocks. */
export function StopAnalysisArea({
  analysis,
  loading,
  error,
  onRetry,
  mapLinks,
}: {
  analysis: StopAnalysisView | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  mapLinks: readonly MapLink[];
}) {
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <p>AI is analyzing this location...</p>
        <div aria-hidden="true">
          {['90%', '75%', '60%', '85%', '50%', '70%'].map((width, index) => (
            <Bone key={index} $width={width} />
          ))}
        </div>
      </div>
    );
  }
  if (error || !analysis) {
    return (
      <ErrorBox role="alert">
        <p>{limitMessage(error) ?? 'Failed to analyze this location. Please try again.'}</p>
        <Button onClick={onRetry}>Retry Analysis</Button>
      </ErrorBox>
    );
  }
  return <Analysis analysis={analysis} mapLinks={mapLinks} />;
}

/**
 * The modal around it (the shared Dialog): title, badges, Close (focus starts there; Escape and a press
 * beside it close). Mount it only while open.
 */
export function StopAnalysisDialog({
  title,
  badges,
  onClose,
  children,
}: {
  title: string;
  badges: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <AnalysisDialog
      title={title}
      below={<DialogBadges>{badges}</DialogBadges>}
      onClose={onClose}
      close="cross"
      initialFocus="close"
      width="44rem"
      titleSize="2xl"
    >
      {children}
    </AnalysisDialog>
  );
}
