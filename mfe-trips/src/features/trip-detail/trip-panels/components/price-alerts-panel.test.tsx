import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPanel } from './panel.testing';
import { CreatePriceAlertMutation, type PriceAlert, type PriceAlertInput } from '../api/price-alerts';
import { priceStatus } from './price-alert-card';
import { PriceAlertsPanel } from './price-alerts-panel';
import { priceAlertFixture, priceAlertsAnswer as list } from './price-alerts.fixtures';
import { expectErrorToast } from '../../../../testing/expectations';

const alert = (id: number, overrides: Partial<PriceAlert> = {}) =>
  priceAlertFixture({
    id,
    stopName: 'Arches National Park',
    itemName: `Lodge ${id}`,
    targetPrice: 100,
    ...overrides,
  });

const create = (input: PriceAlertInput, ok = true): MockedResponse => ({
  request: { query: CreatePriceAlertMutation, variables: { input } },
  ...(ok
    ? { result: { data: { createPriceAlert: alert(50, { ...input, priceUrl: input.priceUrl ?? null }) } } }
    : { error: new Error('500: boom') }),
});

const form = () => screen.getByRole('form', { name: 'Create a price alert' });

function fill(values: { stop?: string; type?: string; name?: string; price?: string; url?: string }) {
  const f = within(form());
  if (values.stop !== undefined)
    fireEvent.change(f.getByLabelText('Stop'), { target: { value: values.stop } });
  if (values.type !== undefined)
    fireEvent.change(f.getByLabelText('Item type'), { target: { value: values.type } });
  if (values.name !== undefined)
    fireEvent.change(f.getByLabelText('Item name'), { target: { value: values.name } });
  if (values.price !== undefined)
    fireEvent.change(f.getByLabelText('Target price'), { target: { value: values.price } });
  if (values.url !== undefined)
    fireEvent.change(f.getByLabelText('Booking URL (optional)'), { target: { value: values.url } });
}

describe('priceStatus', () => {
  it('says Target reached! at or below target, else the amount and percentage above, or nothing unchecked', () => {
    expect(priceStatus({ targetPrice: 100, currentPrice: 100 })).toBe('Target reached!');
    expect(priceStatus({ targetPrice: 100, currentPrice: 80 })).toBe('Target reached!');
    expect(priceStatus({ targetPrice: 100, currentPrice: 112.5 })).toBe('$12.50 (12.5%) above target');
    expect(priceStatus({ targetPrice: 149.99, currentPrice: 199.99 })).toBe('$50.00 (33.3%) above target');
    expect(priceStatus({ targetPrice: 100, currentPrice: null })).toBeNull();
  });
});

describe('PriceAlertsPanel', () => {
  it('lists only this trip’s alerts with Active/Inactive and the price status', async () => {
    renderPanel(PriceAlertsPanel, [
      list([
        alert(1, { currentPrice: 90, targetReached: true }),
        alert(2, { isActive: false, currentPrice: 150 }),
        alert(3, { tripId: 8, itemName: 'Other trip lodge' }),
        alert(4),
      ]),
    ]);
    expect(screen.getByRole('heading', { name: 'Price Alerts' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Price alerts' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.queryByText('Other trip lodge')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Target reached!')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Inactive')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('$50.00 (50%) above target')).toBeTruthy();
    expect(items[2]?.textContent).not.toMatch(/Target reached!|above target/);
  });

  it('shows the empty state', async () => {
    renderPanel(PriceAlertsPanel, [list([alert(3, { tripId: 8 })])]);
    await screen.findByText('No price alerts for this trip yet.');
  });

  it('validates stop, item name and target price', async () => {
    const notify = renderPanel(PriceAlertsPanel, [list([])]);
    expect(within(form()).getByLabelText('Target price').getAttribute('step')).toBe('0.01');
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Alert' }));
    await screen.findByText('Please choose a stop.');
    expect(screen.getByText('Item name is required.')).toBeTruthy();
    expect(screen.getByText('Target price is required')).toBeTruthy();
    fill({ price: '-3' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Alert' }));
    await screen.findByText('Target price must be more than 0');
    fill({ price: '10.005' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Alert' }));
    await screen.findByText('Target price must have at most 2 decimals');
    expect(notify).not.toHaveBeenCalled();
  });

  it('creates an alert (booking URL omitted when empty) and lists it', async () => {
    const notify = renderPanel(PriceAlertsPanel, [
      list([]),
      create({
        tripId: 7,
        stopName: 'Arches National Park',
        itemType: 'activity',
        itemName: 'Jeep tour',
        targetPrice: 89.99,
      }),
    ]);
    await screen.findByText('No price alerts for this trip yet.');
    fill({ stop: 'Arches National Park', type: 'activity', name: ' Jeep tour ', price: '89.99' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Alert' }));
    await screen.findByText('Jeep tour');
    expect(notify).toHaveBeenCalledWith({ title: 'Price alert created!' });
    expect((within(form()).getByLabelText('Item name') as HTMLInputElement).value).toBe('');
  });

  it('keeps the form and toasts the error when creating fails', async () => {
    const notify = renderPanel(PriceAlertsPanel, [
      list([]),
      create(
        {
          tripId: 7,
          stopName: 'Red Rocks Amphitheatre',
          itemType: 'accommodation',
          itemName: 'Hotel',
          targetPrice: 120,
          priceUrl: 'https://book.test/hotel',
        },
        false,
      ),
    ]);
    await screen.findByText('No price alerts for this trip yet.');
    fill({ stop: 'Red Rocks Amphitheatre', name: 'Hotel', price: '120', url: 'https://book.test/hotel' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Create Alert' }));
    await expectErrorToast(notify, 'Error', 'Failed to create price alert. Please try again.');
    expect((within(form()).getByLabelText('Item name') as HTMLInputElement).value).toBe('Hotel');
    expect((within(form()).getByLabelText('Booking URL (optional)') as HTMLInputElement).value).toBe(
      'https://book.test/hotel',
    );
  });
});
