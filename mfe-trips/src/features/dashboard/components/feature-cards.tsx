import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Icon as Glyph, type IconName } from '@byway/web-ui';

const FEATURES = [
  {
    to: '/trip-builder',
    icon: 'compass',
    title: 'Plan a New Trip',
    text: 'Three AI route options from your start, destination and days.',
  },
  {
    to: '/trip-packs',
    icon: 'pack',
    title: 'Trip Packs',
    text: 'Curated road trips from local guides and the community.',
  },
  {
    to: '/discover-places',
    icon: 'gem',
    title: 'Hidden Gems',
    text: 'Lesser-known places matched to your interests.',
  },
  {
    to: '/geo-tagged-images',
    icon: 'camera',
    title: 'Photo Discovery',
    text: 'Browse geo-tagged photos for your next stop.',
  },
] as const satisfies readonly { to: string; icon: IconName; title: string; text: string }[];

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function FeatureCards() {
  return (
    <nav aria-label="Start something new">
      <Grid>
        {FEATURES.map((feature) => (
          <li key={feature.to}>
            <CardLink as={Link} to={feature.to}>
              <Icon>
                <Glyph name={feature.icon} />
              </Icon>
              <Title>{feature.title}</Title>
              <Text>{feature.text}</Text>
            </CardLink>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
