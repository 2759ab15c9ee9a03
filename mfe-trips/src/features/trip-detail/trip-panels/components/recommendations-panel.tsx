import { useState } from 'react';
// Smart Travel Recommendations (spec 2 'Trip detail', spec 9): confidence colours 80+ green, 60+ yellow,
// else grey; alert variant 'default' at 80+, else 'secondary', avoid_warning always 'destructive';
// weather icons: rain above 70% precipitation, hot above 90°F.
import { Button } from '@byway/web-ui';
import { useTripRecommendations, type SmartRecommendation } from '../api/trip-recommendations';
import {
  Badge,
  humanise,
  Item,
  Muted,
  PanelList,
  Row,
  type BadgeTone,
  type PanelTexts,
  TitledPanel,
} from './panel-ui';

export type AlertVariant = 'default' | 'secondary' | 'destructive';

export function confidenceTone(confidence: number): BadgeTone {
  if (confidence >= 80) return 'green';
  if (confidence >= 60) return 'yellow';
  return 'grey';
}

export function alertVariant(recommendation: Pick<SmartRecommendation, 'recommendationType' | 'confidence'>) {
  if (recommendation.recommendationType === 'avoid_warning') return 'destructive' as const;
  return recommendation.confidence >= 80 ? ('default' as const) : ('secondary' as const);
}

export type WeatherIcon = 'rain' | 'hot';

const numberField = (record: unknown, key: string): number | null => {
  if (typeof record !== 'object' || record === null) return null;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The weather icons of a recommendation; metadata may hold the weather itself or under `weather`. */
export function weatherIcons(metadata: unknown): WeatherIcon[] {
  const nested =
    typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>).weather : null;
  const weather = typeof nested === 'object' && nested !== null ? nested : metadata;
  const icons: WeatherIcon[] = [];
  const precipitation = numberField(weather, 'precipitation');
  const temperature = numberField(weather, 'temperature');
  if (precipitation !== null && precipitation > 70) icons.push('rain');
  if (temperature !== null && temperature > 90) icons.push('hot');
  return icons;
}

const VARIANT_STYLE: Record<AlertVariant, { border: string; background: string }> = {
  default: { border: '#0f766e', background: '#f0fdfa' },
  secondary: { border: '#cbd5e1', background: '#f8fafc' },
  destructive: { border: '#b91c1c', background: '#fef2f2' },
};

function WeatherGlyph({ icon }: { icon: WeatherIcon }) {
  const label = icon === 'rain' ? 'Rain likely' : 'Hot weather';
  return (
    <svg
      role="img"
      aria-label={label}
      data-weather-icon={icon}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke={icon === 'rain' ? '#2563eb' : '#ea580c'}
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <title>{label}</title>
      {icon === 'rain' ? (
        <path d="M7 15a4 4 0 1 1 1-7.9A5 5 0 0 1 18 9a3 3 0 0 1 0 6zM9 18l-1 2M13 18l-1 2M17 18l-1 2" />
      ) : (
        <path d="M12 3v2M12 19v2M5 12H3M21 12h-2M6 6l1.5 1.5M16.5 16.5 18 18M6 18l1.5-1.5M16.5 7.5 18 6M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
      )}
    </svg>
  );
}

function Recommendation({ recommendation }: { recommendation: SmartRecommendation }) {
  const variant = alertVariant(recommendation);
  const style = VARIANT_STYLE[variant];
  const icons = weatherIcons(recommendation.metadata);
  return (
    <Item
      data-variant={variant}
      style={{ borderColor: style.border, background: style.background }}
      aria-label={recommendation.title}
    >
      <Row>
        <h3>
          {icons.map((icon) => (
            <WeatherGlyph key={icon} icon={icon} />
          ))}{' '}
          {recommendation.title}
        </h3>
        <Badge
          $tone={confidenceTone(recommendation.confidence)}
          data-tone={confidenceTone(recommendation.confidence)}
        >
          {recommendation.confidence}% confidence
        </Badge>
      </Row>
      {recommendation.description && <p>{recommendation.description}</p>}
      <Muted>
        {humanise(recommendation.recommendationType)} · {recommendation.location}
        {recommendation.dataSource ? ` · ${recommendation.dataSource}` : ''}
      </Muted>
    </Item>
  );
}

/** The panel stays compact: the most useful few first, the rest on request. */
export const RECOMMENDATIONS_SHOWN_FIRST = 3;

const LIST_TEXTS: PanelTexts = {
  loading: 'Loading recommendations...',
  failure: "We couldn't load recommendations",
  empty: 'No recommendations for this trip right now.',
};

export function RecommendationsPanel({ tripId }: { tripId: number }) {
  const query = useTripRecommendations(tripId);
  const recommendations = query.data?.trip?.smartRecommendations ?? [];
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? recommendations : recommendations.slice(0, RECOMMENDATIONS_SHOWN_FIRST);
  const hidden = recommendations.length - shown.length;
  return (
    <TitledPanel id="smart-recommendations-title" title="Smart Travel Recommendations">
      <PanelList
        query={query}
        texts={LIST_TEXTS}
        label="Recommendations"
        items={shown}
        after={
          hidden > 0 && (
            <Button $variant="secondary" onClick={() => setShowAll(true)}>
              Show {hidden} more
            </Button>
          )
        }
      >
        {(recommendation) => <Recommendation key={recommendation.id} recommendation={recommendation} />}
      </PanelList>
    </TitledPanel>
  );
}
