import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Grid, Lead, PageContainer, PageTitle } from '../../../components/ui/page';
import { FaqList } from '../../../components/ui/faq-list';

const PLANS = [
  {
    name: 'Explorer',
    price: 'Free',
    period: '',
    note: 'For the occasional weekend getaway',
    features: [
      '3 trips per month',
      'AI trip builder with 3 route options',
      'Trip Packs and Hidden Gems',
      'Profile and preferences',
    ],
    cta: 'Get Started',
    highlight: false,
  },
  {
    name: 'Adventurer',
    price: '$9',
    period: '/month',
    note: '14-day free trial',
    features: [
      'Unlimited trips',
      'Smart suggestions from weather and seasonality',
      'Trip memories and price alerts',
      'Offline maps',
    ],
    cta: 'Start Free Trial',
    highlight: true,
  },
  {
    name: 'Road Warrior',
    price: '$19',
    period: '/month',
    note: 'Free trial included',
    features: [
      'Everything in Adventurer',
      'Real-time nudges on the road',
      'Priority support',
      'Early access to new features',
    ],
    cta: 'Start Free Trial',
    highlight: false,
  },
] as const;

const REASONS = [
  {
    title: 'Plan without limits',
    text: 'Build as many trips as you like and keep every version of your itinerary.',
  },
  {
    title: 'Smarter on the road',
    text: 'Weather, seasonality and trending spots keep your plan fresh while you drive.',
  },
  {
    title: 'Remember every mile',
    text: 'Save memories and watch prices on the stays and activities you care about.',
  },
] as const;

const FAQ = [
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your profile whenever you like; you keep access until the end of the billing period.',
  },
  {
    q: 'Do I need a credit card for the free trial?',
    a: 'No credit card is required to start planning on the free plan.',
  },
  {
    q: 'What if Byway is not for me?',
    a: 'Paid plans come with a 30-day money-back guarantee.',
  },
  {
    q: 'Can I switch plans later?',
    a: 'Of course. Upgrade or downgrade whenever your travel plans change.',
  },
] as const;

const Plan = styled(Card)<{ $highlight: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : theme.colors.border)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    flex: 1;
    margin: 0;
    padding-left: 1.2rem;
    line-height: 1.8;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 800;

  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.space['2xl']} 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

export function PricingPage() {
  return (
    <PageContainer>
      <PageTitle>Simple pricing for every kind of traveller</PageTitle>
      <Lead>Start free, upgrade when the road calls. Paid plans include a 30-day money-back guarantee.</Lead>
      <Grid $min="17rem">
        {PLANS.map((plan) => (
          <Plan
            key={plan.name}
            $highlight={plan.highlight}
            as="section"
            aria-labelledby={`plan-${plan.name}`}
          >
            <h2 id={`plan-${plan.name}`}>{plan.name}</h2>
            <Price>
              {plan.price}
              {plan.period && <span>{plan.period}</span>}
            </Price>
            <Note>{plan.note}</Note>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <ButtonLink to="/login" $variant={plan.highlight ? 'primary' : 'secondary'} $block>
              {plan.cta}
            </ButtonLink>
          </Plan>
        ))}
      </Grid>

      <SectionTitle>Why upgrade?</SectionTitle>
      <Grid>
        {REASONS.map((reason) => (
          <Card key={reason.title}>
            <h3 style={{ marginTop: 0 }}>{reason.title}</h3>
            <Note>{reason.text}</Note>
          </Card>
        ))}
      </Grid>

      <SectionTitle>Frequently asked questions</SectionTitle>
      <FaqList items={FAQ} />
    </PageContainer>
  );
}
