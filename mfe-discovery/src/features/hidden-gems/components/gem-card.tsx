import { useState } from 'react';
import styled from 'styled-components';
import { Button, TripCard } from '@byway/web-ui';
import type { HiddenGemCardData } from '../api/hidden-gems';
import { categoryColour, categoryLabel, PLACEHOLDER_TEXT_COLOUR } from '../lib/gem-category';
import { gemSearchUrl } from '../lib/gem-links';

// The card's own lists: special features and the visit facts.
const Card = styled(TripCard)`
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.2rem ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Media = styled.figure`
  position: relative;
  margin: 0;
  height: 11rem;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  figcaption {
    position: absolute;
    right: 0;
    bottom: 0;
    padding: 0.1rem 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: #fff;
    background: rgba(15, 23, 42, 0.6);
  }
`;

const Placeholder = styled.div<{ $colour: string }>`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  color: ${PLACEHOLDER_TEXT_COLOUR};
  font-weight: 700;
  text-align: center;
  background: ${({ $colour }) => $colour};
`;

const Price = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const DirectionsLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 0.6rem 1.2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Maximum special features a card shows (spec 9). */
export const CARD_FEATURES = 3;

/** One gem of the results (spec 2): every field of spec 3, Directions, Explore and Add to trip. */
export function GemCard({
  gem,
  onExplore,
  onAddToTrip,
}: {
  gem: HiddenGemCardData;
  onExplore: () => void;
  onAddToTrip?: () => void;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(gem.imageUrl) && !imageFailed;
  const place = [gem.city, gem.state].filter(Boolean).join(', ');
  return (
    <Card
      aria-label={gem.name}
      layout="rows"
      shadow="md"
      alignBodyTop
      title={gem.name}
      media={
        <Media>
          {showImage ? (
            <img src={gem.imageUrl ?? undefined} alt={gem.name} onError={() => setImageFailed(true)} />
          ) : (
            <Placeholder $colour={categoryColour(gem.category)} data-testid="gem-placeholder">
              {categoryLabel(gem.category)}
            </Placeholder>
          )}
          {gem.priceRange && <Price aria-label={`Price range ${gem.priceRange}`}>{gem.priceRange}</Price>}
          {showImage && gem.imageCredit && <figcaption>{gem.imageCredit}</figcaption>}
        </Media>
      }
      actions={
        <Actions>
          <DirectionsLink href={gemSearchUrl(gem)} target="_blank" rel="noopener noreferrer">
            Directions
          </DirectionsLink>
          <Button onClick={onExplore}>Explore</Button>
          {onAddToTrip && (
            <Button $variant="secondary" onClick={onAddToTrip}>
              Add to trip
            </Button>
          )}
        </Actions>
      }
    >
      <Meta>
        <span>{place}</span>
        <span aria-label={`Editorial rating ${gem.rating.toFixed(1)} out of 5`}>
          ★ {gem.rating.toFixed(1)}
        </span>
      </Meta>
      <p>{gem.description}</p>
      {gem.specialFeatures.length > 0 && (
        <ul aria-label="Special features">
          {gem.specialFeatures.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <dl>
        <dt>Visit time</dt>
        <dd>{gem.estimatedVisitTime}</dd>
        <dt>Best time</dt>
        <dd>{gem.bestTimeToVisit}</dd>
      </dl>
    </Card>
  );
}
