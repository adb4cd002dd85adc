import type { MetalRateView } from '@atelier/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { MetalRatesPage } from './MetalRatesPage';

function rate(overrides: Partial<MetalRateView>): MetalRateView {
  return {
    metalId: 1,
    metal: 'Gold',
    karatId: 3,
    karat: '18K',
    purity: 750,
    ratePerGram: 52.4,
    updatedAt: '2026-11-24T09:00:00.000Z',
    updatedBy: 'u-1',
    ...overrides,
  };
}

const RATES = [
  rate({ karatId: 2, karat: '9K', purity: 375, ratePerGram: 26.1 }),
  rate({}),
  rate({
    metalId: 2,
    metal: 'Platinum',
    karatId: 9,
    karat: 'PT950',
    purity: 950,
    ratePerGram: null,
    updatedAt: null,
  }),
];

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.adminMetalRates.mockResolvedValue({ status: true, data: { rates: RATES } });
  services.api.adminMetalRateHistory.mockResolvedValue({
    status: true,
    data: {
      rows: [
        {
          id: 7,
          metalId: 1,
          metal: 'Gold',
          karatId: 3,
          karat: '18K',
          oldRate: 50,
          newRate: 52.4,
          source: 'back_office',
          userId: '0b9d7c1e-0000-4000-8000-000000000001',
          userName: 'Adam Carter',
          at: '2026-11-24T09:00:00.000Z',
        },
        {
          id: 6,
          metalId: 1,
          metal: 'Gold',
          karatId: 2,
          karat: '9K',
          oldRate: null,
          newRate: 26.1,
          source: 'sellease',
          userId: null,
          userName: null,
          at: '2026-11-23T06:00:00.000Z',
        },
      ],
      count: 2,
      page: 1,
      limit: 20,
      pages: 1,
    },
  });
});

function render() {
  return renderWithStore(<MetalRatesPage />, { services, route: '/Admin/metal-rates' });
}

describe('metal-rates', () => {
  it('shows each metal in each fineness with its rate, grouped by metal, and the history', async () => {
    render();
    const gold18 = await screen.findByLabelText<HTMLInputElement>('18K (750/1000)');
    expect(gold18.value).toBe('52.40');
    expect(screen.getByLabelText<HTMLInputElement>('PT950 (950/1000)').value).toBe('');
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByText('Platinum')).toBeTruthy();
    expect(await screen.findByText('Sellease')).toBeTruthy();
    expect(screen.getByText('Adam Carter')).toBeTruthy();
    expect(services.api.adminMetalRateHistory).toHaveBeenCalledWith({ page: 1, limit: 20 });
  });

  it('sends the rates typed (blank ones left out) and shows the server message', async () => {
    services.api.adminSetMetalRates.mockResolvedValue({
      status: true,
      message: 'Metal rates saved; metal-priced designs follow them now.',
      data: { rates: RATES, changed: 1, repricedVariants: 4, repricedDesigns: 2 },
    });
    const { store } = render();
    fireEvent.change(await screen.findByLabelText('18K (750/1000)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() =>
      expect(services.api.adminSetMetalRates).toHaveBeenCalledWith([
        { metalId: 1, karatId: 2, ratePerGram: 26.1 },
        { metalId: 1, karatId: 3, ratePerGram: 60 },
      ]),
    );
    await waitFor(() =>
      expect(store.getState().notifications.items.map((item) => [item.kind, item.text])).toEqual([
        ['success', 'Metal rates saved; metal-priced designs follow them now.'],
      ]),
    );
  });

  it('refuses a negative rate before sending, and shows a server refusal under its row', async () => {
    render();
    const gold18 = await screen.findByLabelText('18K (750/1000)');
    fireEvent.change(gold18, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Enter a rate per gram with up to two decimals.')).toBeTruthy();
    expect(services.api.adminSetMetalRates).not.toHaveBeenCalled();

    services.api.adminSetMetalRates.mockRejectedValue(
      new ApiError('Some fields are not valid.', 400, {
        errors: { 'rates.2.ratePerGram': ['The rates.2.ratePerGram field must be at most 100000.'] },
      }),
    );
    fireEvent.change(gold18, { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('PT950 (950/1000)'), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    // The third line sent is the platinum row: the message lands there.
    const message = await screen.findByText('The rates.2.ratePerGram field must be at most 100000.');
    expect(message.closest('div')?.textContent).toContain('PT950');
  });
});
