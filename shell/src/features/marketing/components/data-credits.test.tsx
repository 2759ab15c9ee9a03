import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../testing/render';
import { DataCredits, DataCreditsQuery } from './data-credits';

describe('DataCredits', () => {
  it('credits each data source with its licence and link', async () => {
    renderWithShell(<DataCredits />, {
      mocks: [
        {
          request: { query: DataCreditsQuery },
          result: {
            data: {
              dataCredits: [
                {
                  __typename: 'DataCredit',
                  name: 'GeoNames',
                  usedFor: 'Towns',
                  licence: 'CC BY 4.0',
                  url: 'https://www.geonames.org',
                },
                {
                  __typename: 'DataCredit',
                  name: 'Byway place catalogue',
                  usedFor: 'Stops',
                  licence: 'CC BY 4.0, Byway',
                  url: null,
                },
              ],
            },
          },
        },
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Loading data credits...');
    const link = await screen.findByRole('link', { name: 'GeoNames' });
    expect(link.getAttribute('href')).toBe('https://www.geonames.org');
    expect(screen.getByRole('list', { name: 'Data credits' }).textContent).toContain(
      '(CC BY 4.0, Byway): Stops',
    );
  });

  it('says so when the credits cannot load', async () => {
    renderWithShell(<DataCredits />, {
      mocks: [{ request: { query: DataCreditsQuery }, error: new Error('down') }],
    });
    await screen.findByText('Data credits are unavailable right now.');
  });
});
