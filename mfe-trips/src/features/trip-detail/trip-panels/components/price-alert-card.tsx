// One price alert of the panel (spec 2, issue 11): its prices and how the current one compares with the
// target, when it was checked, Active/Inactive with a toggle, 'Record a price' and the last 5 prices.
import { useState, type FormEvent } from 'react';
import {
  priceProblem,
  PRICE_SEEN_ON_MAX_LENGTH,
  TRAVELLER_PRICE_SOURCE,
  type PriceAlertItemType,
} from '@byway/contracts/rules';
import { Button } from '@byway/web-ui';
import type { Notify } from '../../../../lib/shell-contract';
import {
  useRecordAlertPrice,
  useSetPriceAlertActive,
  type PriceAlert,
  type PriceObservation,
} from '../api/price-alerts';
import { Badge, FieldError, Form, humanise, Item, Muted, Row } from './panel-ui';

/** The form's label of each item type (the types themselves are the shared rules). */
export const ITEM_TYPE_LABELS: Record<PriceAlertItemType, string> = {
  accommodation: 'Accommodation',
  activity: 'Activity',
  attraction: 'Attraction',
};

export const money = (value: number) => `$${value.toFixed(2)}`;

/** Spec 2: 'Target reached!' at or below target, else '$X (Y%) above target'; null before any price. */
export function priceStatus(alert: Pick<PriceAlert, 'currentPrice' | 'targetPrice'>): string | null {
  if (alert.currentPrice === null) return null;
  if (alert.currentPrice <= alert.targetPrice) return 'Target reached!';
  const above = alert.currentPrice - alert.targetPrice;
  const percent = Number(((above / alert.targetPrice) * 100).toFixed(1));
  return `${money(above)} (${percent}%) above target`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** 'checked 2 hours ago', 'checked just now', or 'not checked yet'. */
export function checkedAgo(lastChecked: string | null, now = Date.now()): string {
  if (!lastChecked) return 'not checked yet';
  const elapsed = now - new Date(lastChecked).getTime();
  if (!Number.isFinite(elapsed)) return 'not checked yet';
  for (const [unit, ms] of UNITS)
    if (elapsed >= ms) return `checked ${RELATIVE.format(-Math.floor(elapsed / ms), unit)}`;
  return 'checked just now';
}

/** Who recorded a price: 'you' (and where, if said) or the price source by name. */
const recordedBy = (seen: PriceObservation) =>
  seen.source === TRAVELLER_PRICE_SOURCE
    ? seen.seenOn
      ? `you, on ${seen.seenOn}`
      : 'you'
    : `price source '${seen.source}'`;

const when = (value: string) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The price rule of contracts/rules, with a blank price named as missing. */
function checkPrice(text: string): string | null {
  if (!text.trim()) return 'Price is required';
  return priceProblem(Number(text), 'Price');
}

function RecordPriceForm({
  alert,
  notify,
  onDone,
}: {
  alert: PriceAlert;
  notify: Notify;
  onDone: () => void;
}) {
  const [recordPrice, { loading }] = useRecordAlertPrice();
  const [price, setPrice] = useState('');
  const [seenOn, setSeenOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `record-price-${alert.id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPrice(price);
    setError(problem);
    if (problem) return;
    try {
      await recordPrice({
        variables: { alertId: alert.id, price: Number(price), source: seenOn.trim() || null },
      });
      notify({ title: 'Price recorded!' });
      onDone();
    } catch {
      notify({
        title: 'Error',
        description: 'Failed to record the price. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Form
      aria-label={`Record a price for ${alert.itemName}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <label>
        Price you see now
        <input
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={price}
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setPrice(event.target.value);
            setError(null);
          }}
        />
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <label>
        Where you saw it (optional)
        <input
          value={seenOn}
          maxLength={PRICE_SEEN_ON_MAX_LENGTH}
          placeholder="e.g. the lodge's website"
          onChange={(event) => setSeenOn(event.target.value)}
        />
      </label>
      <Row>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving...' : 'Save price'}
        </Button>
        <Button type="button" onClick={onDone}>
          Cancel
        </Button>
      </Row>
    </Form>
  );
}

export function PriceAlertCard({ alert, notify }: { alert: PriceAlert; notify: Notify }) {
  const [setActive, { loading: switching }] = useSetPriceAlertActive();
  const [recording, setRecording] = useState(false);
  const status = priceStatus(alert);

  const toggle = async () => {
    const isActive = !alert.isActive;
    try {
      await setActive({ variables: { alertId: alert.id, isActive } });
      notify({ title: isActive ? 'Price alert turned on!' : 'Price alert turned off' });
    } catch {
      notify({
        title: 'Error',
        description: 'Failed to update price alert. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Item>
      <Row>
        <h3>{alert.itemName}</h3>
        <Badge $tone={alert.isActive ? 'green' : 'grey'}>{alert.isActive ? 'Active' : 'Inactive'}</Badge>
      </Row>
      <Muted>
        {ITEM_TYPE_LABELS[alert.itemType as PriceAlertItemType] ?? humanise(alert.itemType)} ·{' '}
        {alert.stopName}
      </Muted>
      <p>
        Target: {money(alert.targetPrice)} · Current:{' '}
        {alert.currentPrice === null ? 'no price yet' : money(alert.currentPrice)}
      </p>
      {status && (
        <p>
          <Badge $tone={alert.targetReached ? 'green' : 'yellow'}>{status}</Badge>
        </p>
      )}
      <Muted>{checkedAgo(alert.lastChecked).replace(/^./, (first) => first.toUpperCase())}</Muted>
      {alert.history.length > 0 && (
        <ol aria-label={`Recent prices of ${alert.itemName}`}>
          {alert.history.map((seen) => (
            <li key={seen.id}>
              {money(seen.price)} · {recordedBy(seen)} ·{' '}
              <time dateTime={seen.observedAt}>{when(seen.observedAt)}</time>
            </li>
          ))}
        </ol>
      )}
      <Row>
        {!recording && (
          <Button type="button" onClick={() => setRecording(true)}>
            Record a price
          </Button>
        )}
        <Button
          type="button"
          disabled={switching}
          aria-label={`${alert.isActive ? 'Turn off' : 'Turn on'} the alert for ${alert.itemName}`}
          onClick={() => void toggle()}
        >
          {alert.isActive ? 'Turn off' : 'Turn on'}
        </Button>
        {alert.priceUrl && (
          <a href={alert.priceUrl} target="_blank" rel="noreferrer noopener">
            Booking link
          </a>
        )}
      </Row>
      {recording && <RecordPriceForm alert={alert} notify={notify} onDone={() => setRecording(false)} />}
    </Item>
  );
}
