import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space['3xl']} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space['2xl']} 0;
`;

const Tagline = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 48rem;
  font-size: clamp(2.2rem, 5vw, 3.6rem);
`;

const Lead = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  opacity: 0.92;
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space['2xl']};
  margin: ${({ theme }) => theme.space['2xl']} 0 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 800;
  }
  dd {
    margin: 0;
    opacity: 0.85;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const OutlineLight = styled(ButtonLink)`
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};
  border-color: rgba(255, 255, 255, 0.7);
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export function HeroSection() {
  return (
    <Hero aria-labelledby="hero-title">
      <Inner>
        <Tagline>Your road trip companion for discovering destinations</Tagline>
        <Title id="hero-title">Like your weekly discovery playlist, but for the open road</Title>
        <Lead>
          Byway builds a personal road-trip guide around your vibe, your time and your wanderlust: scenic
          routes, hidden gems and the stops you&apos;d never find on your own.
        </Lead>
        <Buttons>
          <ButtonLink to="/onboarding" $variant="light" $size="lg">
            Start Planning
          </ButtonLink>
          <OutlineLight to="/login" $size="lg">
            View Demo
          </OutlineLight>
        </Buttons>
        <Stats>
          <div>
            <dt>150+</dt>
            <dd>adventures</dd>
          </div>
          <div>
            <dt>60+</dt>
            <dd>destinations</dd>
          </div>
          <div>
            <dt>150+</dt>
            <dd>secret spots</dd>
          </div>
        </Stats>
      </Inner>
    </Hero>
  );
}
