import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Actions, Inner } from './landing-styles';

const Band = styled.section`
  padding: ${({ theme }) => theme.space['3xl']} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.gradients.sunset};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0 auto;
    max-width: 36rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Fine = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function CallToActionSection() {
  return (
    <Band aria-labelledby="cta-title">
      <Inner>
        <h2 id="cta-title">Your next great drive starts here</h2>
        <p>Plan your first trip in minutes and let the road surprise you.</p>
        <Actions $center>
          <ButtonLink to="/onboarding" $variant="light" $size="lg">
            Start Planning Free
          </ButtonLink>
        </Actions>
        <Fine>
          <li>✓ No credit card required</li>
          <li>✓ 14-day free trial</li>
          <li>✓ Cancel anytime</li>
        </Fine>
      </Inner>
    </Band>
  );
}
