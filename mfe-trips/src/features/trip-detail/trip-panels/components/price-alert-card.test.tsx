import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordAlertPriceMutation, SetPriceAlertActiveMutation, type PriceAlert } from '../api/price-alerts';
import { checkedAgo } from './price-alert-card';
import { renderPanel } from './panel.testing';
import { PriceAlertsPanel } from './price-alerts-panel';
import { priceAlertFixture as alert, priceAlertsAnswer as list } from './price-alerts.fixtures';
import { expectErrorToast, expectTexts } from '../../../../testing/expectations';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const seen = (id: string, price: number, overrides: Partial<PriceAlert['history'][number]> = {}) => ({
  __typename: 'PriceObservation' as const,
  id,
  price,
  source: 'traveller',
  seenOn: null,
  observedAt: hoursAgo(2),
  ...overrides,
});

const render = (mocks: MockedResponse[]) => renderPanel(PriceAlertsPanel, mocks, ['Moab']);

const card = async () =>
  within((await screen.findByRole('list', { name: 'Price alerts' })).querySelector('li') as HTMLElement);

describe('checkedAgo', () => {
  it('says when the price was last checked, or that it never was', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(checkedAgo(null, now)).toBe('not checked yet');
    expect(checkedAgo('2026-11-20T11:59:30.000Z', now)).toBe('checked just now');
    expect(checkedAgo('2026-11-20T11:45:00.000Z', now)).toBe('checked 15 minutes ago');
    expect(checkedAgo('2026-11-20T10:00:00.000Z', now)).toBe('checked 2 hours ago');
    expect(checkedAgo('2026-11-19T12:00:00.000Z', now)).toBe('checked 1 day ago');
  });
});

describe('PriceAlertCard', () => {
  it('shows an unchecked alert as such', async () => {
    render([list([alert()])]);
    const item = await card();
    expect(item.getByText('Target: $150.00 · Current: no price yet')).toBeTruthy();
    expect(item.getByText('Not checked yet')).toBeTruthy();
    expect(item.queryByText(/Target reached!|above target/)).toBeNull();
    expect(item.queryByRole('list', { name: /Recent prices/ })).toBeNull();
  });

  it('shows the current price against the target, when it was checked and the last prices', async () => {
    render([
      list([
        alert({
          currentPrice: 180,
          lastChecked: hoursAgo(2),
          history: [
            seen('b', 180, { source: 'http', observedAt: hoursAgo(2) }),
            seen('a', 200, { seenOn: 'Booking.com', observedAt: hoursAgo(30) }),
          ],
        }),
      ]),
    ]);
    const item = await card();
    expectTexts(
      ['Target: $150.00 · Current: $180.00', '$30.00 (20%) above target', 'Checked 2 hours ago'],
      item,
    );
    const history = item.getAllByRole('listitem');
    expect(history.map((row) => row.textContent?.split(' · ').slice(0, 2).join(' · '))).toEqual([
      "$180.00 · price source 'http'",
      '$200.00 · you, on Booking.com',
    ]);
  });

  it('records a price: validated first, then saved, the card updates and a toast says so', async () => {
    const recorded = alert({
      currentPrice: 139.99,
      targetReached: true,
      lastChecked: new Date().toISOString(),
      history: [seen('c', 139.99, { seenOn: 'Lodge website', observedAt: new Date().toISOString() })],
    });
    const notify = render([
      list([alert()]),
      {
        request: {
          query: RecordAlertPriceMutation,
          variables: { alertId: 1, price: 139.99, source: 'Lodge website' },
        },
        result: { data: { recordAlertPrice: recorded } },
      },
    ]);
    const item = await card();
    fireEvent.click(item.getByRole('button', { name: 'Record a price' }));
    const form = within(screen.getByRole('form', { name: 'Record a price for Red Cliffs Lodge' }));
    fireEvent.click(form.getByRole('button', { name: 'Save price' }));
    await form.findByText('Price is required');
    fireEvent.change(form.getByLabelText('Price you see now'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Save price' }));
    await form.findByText('Price must be more than 0');
    fireEvent.change(form.getByLabelText('Price you see now'), { target: { value: '12.345' } });
    fireEvent.click(form.getByRole('button', { name: 'Save price' }));
    await form.findByText('Price must have at most 2 decimals');
    expect(notify).not.toHaveBeenCalled();

    fireEvent.change(form.getByLabelText('Price you see now'), { target: { value: '139.99' } });
    fireEvent.change(form.getByLabelText('Where you saw it (optional)'), {
      target: { value: ' Lodge website ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save price' }));
    await item.findByText('Target reached!');
    expect(item.getByText('Target: $150.00 · Current: $139.99')).toBeTruthy();
    expect(item.getByText('Checked just now')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ title: 'Price recorded!' });
    expect(screen.queryByRole('form', { name: 'Record a price for Red Cliffs Lodge' })).toBeNull();
  });

  it('keeps the typed price and toasts the error when recording fails', async () => {
    const notify = render([
      list([alert()]),
      {
        request: { query: RecordAlertPriceMutation, variables: { alertId: 1, price: 99, source: null } },
        error: new Error('500: boom'),
      },
    ]);
    fireEvent.click((await card()).getByRole('button', { name: 'Record a price' }));
    const form = within(screen.getByRole('form', { name: 'Record a price for Red Cliffs Lodge' }));
    fireEvent.change(form.getByLabelText('Price you see now'), { target: { value: '99' } });
    fireEvent.click(form.getByRole('button', { name: 'Save price' }));
    await expectErrorToast(notify, 'Error', 'Failed to record the price. Please try again.');
    expect((form.getByLabelText('Price you see now') as HTMLInputElement).value).toBe('99');
  });

  it('turns an alert off and on again', async () => {
    const notify = render([
      list([alert()]),
      {
        request: { query: SetPriceAlertActiveMutation, variables: { alertId: 1, isActive: false } },
        result: { data: { setPriceAlertActive: { __typename: 'PriceAlert', id: 1, isActive: false } } },
      },
      {
        request: { query: SetPriceAlertActiveMutation, variables: { alertId: 1, isActive: true } },
        error: new Error('500: boom'),
      },
    ]);
    const item = await card();
    expect(item.getByText('Active')).toBeTruthy();
    fireEvent.click(item.getByRole('button', { name: 'Turn off the alert for Red Cliffs Lodge' }));
    await item.findByText('Inactive');
    expect(notify).toHaveBeenCalledWith({ title: 'Price alert turned off' });
    fireEvent.click(item.getByRole('button', { name: 'Turn on the alert for Red Cliffs Lodge' }));
    await expectErrorToast(notify, 'Error', 'Failed to update price alert. Please try again.');
    expect(item.getByText('Inactive')).toBeTruthy();
  });
});
