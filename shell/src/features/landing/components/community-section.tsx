import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { LandingSection } from './landing-section';

// Facts about our own data. No traveller counts, satisfaction or ratings until real travellers make them.
const STATS = [
  { value: '1,768', label: 'curated places, written up by our editors' },
  { value: '51', label: 'US states and DC covered' },
  { value: '24', label: 'countries with trip-pack places' },
  { value: '3', label: 'route options for every trip' },
] as const;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.08);
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accentSoft};
  }
  dd {
    margin: 0;
    opacity: 0.85;
  }
`;

export function CommunitySection() {
  return (
    <LandingSection
      id="community"
      tone="dark"
      eyebrow="Community"
      titleId="community-title"
      title="Built with travellers, for travellers"
      lead="Local guides share Trip Packs, travellers review the stops, and everyone finds a few more secret spots."
      actions={
        <ButtonLink to="/community" $variant="light">
          Join the Community
        </ButtonLink>
      }
    >
      <Stats>
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.value}</dt>
            <dd>{stat.label}</dd>
          </div>
        ))}
      </Stats>
    </LandingSection>
  );
}
