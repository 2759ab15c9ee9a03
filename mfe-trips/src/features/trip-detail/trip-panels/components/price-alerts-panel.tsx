// Price Alerts (spec 2 'price alerts panel', spec 5 price alert form, spec 8 toasts): this trip's alerts
// (each a PriceAlertCard: prices, Active/Inactive, 'Record a price', history) and a form that creates one,
// keeping its values on failure.
import { useMemo, type InputHTMLAttributes } from 'react';
import { PRICE_ALERT_ITEM_TYPES, priceProblem } from '@byway/contracts/rules';
import { usePanelForm, type TripPanelProps } from '../hooks/use-panel-form';
import { labelledOptions, SelectField } from '../../../../components/select-field';
import { useCreatePriceAlert, useMyPriceAlerts, type PriceAlertInput } from '../api/price-alerts';
import { ITEM_TYPE_LABELS, PriceAlertCard } from './price-alert-card';
import {
  FieldError,
  isHttpUrl,
  PanelList,
  PanelForm,
  StopField,
  TitledPanel,
  type PanelTexts,
} from './panel-ui';

interface AlertDraft {
  stopName: string;
  itemType: string;
  itemName: string;
  targetPrice: string;
  priceUrl: string;
}

const EMPTY_DRAFT: AlertDraft = {
  stopName: '',
  itemType: 'accommodation',
  itemName: '',
  targetPrice: '',
  priceUrl: '',
};

const ITEM_TYPE_OPTIONS = labelledOptions(PRICE_ALERT_ITEM_TYPES, ITEM_TYPE_LABELS);

const LIST_TEXTS: PanelTexts = {
  loading: 'Loading price alerts...',
  failure: "We couldn't load your price alerts",
  empty: 'No price alerts for this trip yet.',
};

type AlertErrors = Partial<Record<'stopName' | 'itemName' | 'targetPrice' | 'priceUrl', string>>;

function validate(draft: AlertDraft): AlertErrors {
  const errors: AlertErrors = {};
  if (!draft.stopName) errors.stopName = 'Please choose a stop.';
  if (!draft.itemName.trim()) errors.itemName = 'Item name is required.';
  // The price rule is the shared one (contracts/rules), so the panel and the API say the same thing.
  if (!draft.targetPrice.trim()) errors.targetPrice = 'Target price is required';
  else errors.targetPrice = priceProblem(Number(draft.targetPrice), 'Target price') ?? undefined;
  const url = draft.priceUrl.trim();
  if (url && !isHttpUrl(url)) errors.priceUrl = 'Enter a booking URL starting with http:// or https://.';
  return errors;
}

/** The alert the form asks for: trimmed, the booking URL only when given. */
function alertInput(tripId: number, draft: AlertDraft): PriceAlertInput {
  const input: PriceAlertInput = {
    tripId,
    stopName: draft.stopName,
    itemType: draft.itemType,
    itemName: draft.itemName.trim(),
    targetPrice: Number(draft.targetPrice),
  };
  if (draft.priceUrl.trim()) input.priceUrl = draft.priceUrl.trim();
  return input;
}

export function PriceAlertsPanel({ tripId, stopNames, notify }: TripPanelProps) {
  const query = useMyPriceAlerts();
  const { data } = query;
  const [createAlert, { loading: saving }] = useCreatePriceAlert();
  const alerts = useMemo(
    () => (data?.myPriceAlerts ?? []).filter((alert) => alert.tripId === tripId),
    [data, tripId],
  );
  const { draft, errors, change, submit } = usePanelForm({
    empty: EMPTY_DRAFT,
    validate,
    save: (filled: AlertDraft) => createAlert({ variables: { input: alertInput(tripId, filled) } }),
    notify,
    saved: 'Price alert created!',
    failure: 'Failed to create price alert. Please try again.',
  });

  const invalid = (key: keyof AlertErrors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `alert-${key}-error` : undefined,
  });
  const fieldError = (key: keyof AlertErrors) =>
    errors[key] ? <FieldError id={`alert-${key}-error`}>{errors[key]}</FieldError> : null;
  /** A labelled text field of the form, its error message under it. */
  const textInput = (
    key: 'itemName' | 'targetPrice' | 'priceUrl',
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <>
      <label>
        {label}
        <input
          {...props}
          value={draft[key]}
          {...invalid(key)}
          onChange={(event) => change(key, event.target.value)}
        />
      </label>
      {fieldError(key)}
    </>
  );

  return (
    <TitledPanel id="price-alerts-title" title="Price Alerts">
      <PanelList query={query} texts={LIST_TEXTS} label="Price alerts" items={alerts}>
        {(alert) => <PriceAlertCard key={alert.id} alert={alert} notify={notify} />}
      </PanelList>

      <PanelForm
        label="Create a price alert"
        title="Create a Price Alert"
        onSubmit={submit}
        saving={saving}
        action="Create Alert"
        busyAction="Creating..."
      >
        <StopField
          value={draft.stopName}
          stopNames={stopNames}
          error={errors.stopName}
          errorId="alert-stopName-error"
          onChange={(stopName) => change('stopName', stopName)}
        />
        <SelectField<string>
          label="Item type"
          value={draft.itemType}
          options={ITEM_TYPE_OPTIONS}
          onChange={(type) => change('itemType', type)}
        />
        {textInput('itemName', 'Item name', { required: true, placeholder: 'e.g. Riverside Lodge' })}
        {textInput('targetPrice', 'Target price', {
          type: 'number',
          inputMode: 'decimal',
          min: '0.01',
          step: '0.01',
          required: true,
          placeholder: '0.00',
        })}
        {textInput('priceUrl', 'Booking URL (optional)', { type: 'url', placeholder: 'https://...' })}
      </PanelForm>
    </TitledPanel>
  );
}
