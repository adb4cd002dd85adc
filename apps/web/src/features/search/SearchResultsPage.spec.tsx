import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAppStore } from '../../app/store';
import { designCard, filterOptions, logInBuyer, priced, searchResult } from '../../test/catalogue-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import type { PriceStatus } from '../../shared/types';
import { SearchResultsPage } from './SearchResultsPage';

const ui = (
  <Routes>
    <Route path="/search-designs/:list" element={<SearchResultsPage kind="list" />} />
    <Route path="/design-category/:subMenu" element={<SearchResultsPage kind="category" />} />
  </Routes>
);

function setup(route: string, priceStatus: PriceStatus | null = 2, rows = [designCard()]) {
  const services = createTestServices();
  const store = createAppStore(services);
  if (priceStatus !== null) logInBuyer(store, priceStatus);
  services.api.getFilterOptions.mockResolvedValue({ status: true, data: filterOptions() });
  const result = searchResult(rows.map((row) => (priceStatus ? priced(row, 5200, priceStatus) : row)));
  if (priceStatus && result.facets) result.facets = { ...result.facets, price: { min: 100, max: 9000 } };
  services.api.searchDesigns.mockResolvedValue({ status: true, data: result });
  return { ...renderWithStore(ui, { route, services, store }), services };
}

describe('search results page', () => {
  it('shows the list title, count, cards with prices, and the filter panel with facet counts', async () => {
    const { services } = setup('/search-designs/new_arrival?metal=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Designs' })).toBeTruthy();
    await screen.findByText('1 design');
    expect(services.api.searchDesigns).toHaveBeenCalledWith(
      { list: 'new_arrival', filters: { metal: [1] }, page: 1, limit: 50, facets: true },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('link', { name: 'R1001 Twisted Solitaire Ring' })).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Price' }).textContent).toBe('Trade £5,200.00');

    const metal = screen.getByRole('group', { name: 'Metal' });
    const gold = within(metal).getByRole<HTMLInputElement>('checkbox', { name: 'Gold' });
    expect(gold.checked).toBe(true);
    expect(gold.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(metal).getByText('980')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Gold' })).toBeTruthy();
    // Prices are shown (trade): the price range is offered.
    expect(screen.getByText('Price', { selector: 'summary span' })).toBeTruthy();
  });

  it('puts a filter change in the URL (back page 1, scroll kept) and shows it at once', async () => {
    const { services } = setup('/search-designs/new_arrival?metal=1&page=2');
    const metal = await screen.findByRole('group', { name: 'Metal' });
    fireEvent.click(within(metal).getByRole('checkbox', { name: 'Platinum' }));
    expect(within(metal).getByRole<HTMLInputElement>('checkbox', { name: 'Platinum' }).checked).toBe(true);
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith('/search-designs/new_arrival?metal=1,2', {
        preventScrollReset: true,
      }),
    );
  });

  it('offers natural, lab grown or both: natural by default, the choice kept in the URL and sent', async () => {
    const { services } = setup('/search-designs/special_offer?metal=1');
    const origin = await screen.findByRole('group', { name: 'Stones' });
    expect(
      within(origin)
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => [radio.labels?.[0]?.textContent, radio.checked]),
    ).toEqual([
      ['Natural', true],
      ['Lab grown', false],
      ['Natural and lab grown', false],
    ]);
    // Natural is the server's default: nothing is sent for it.
    expect(services.api.searchDesigns.mock.calls[0][0]).toEqual({
      list: 'special_offer',
      filters: { metal: [1] },
      page: 1,
      limit: 50,
      facets: true,
    });
    fireEvent.click(within(origin).getByRole('radio', { name: 'Lab grown' }));
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith(
        '/search-designs/special_offer?metal=1&origin=lab_grown',
        {
          preventScrollReset: true,
        },
      ),
    );
  });

  it('reads the origin from the URL, sends it and shows it as a removable chip', async () => {
    const { services } = setup('/search-designs/new_arrival?origin=both');
    const origin = await screen.findByRole('group', { name: 'Stones' });
    expect(
      within(origin).getByRole<HTMLInputElement>('radio', { name: 'Natural and lab grown' }).checked,
    ).toBe(true);
    await waitFor(() =>
      expect(services.api.searchDesigns.mock.calls[0][0]).toMatchObject({ filters: { origin: 'both' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Natural and lab grown' }));
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith('/search-designs/new_arrival', {
        preventScrollReset: true,
      }),
    );
  });

  it('shows no origin choice on the lab-grown list and never sends one there', async () => {
    const { services } = setup('/search-designs/lab_grown_products?origin=both');
    await screen.findByText('1 design');
    expect(screen.queryByRole('group', { name: 'Stones' })).toBeNull();
    expect(services.api.searchDesigns.mock.calls[0][0]).not.toHaveProperty('filters');
  });

  it('sorts through the URL too', async () => {
    const { services } = setup('/search-designs/menu?category=rings');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'price_asc' } });
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith(
        '/search-designs/menu?category=rings&sort_by=price_asc',
        {
          preventScrollReset: true,
        },
      ),
    );
  });

  it('says "No records" for an empty listing', async () => {
    setup('/search-designs/clearance_sale', 2, []);
    expect(await screen.findByText('No records')).toBeTruthy();
    expect(screen.getByText('0 designs')).toBeTruthy();
  });

  it('offers no price sort and no price range while prices are hidden', async () => {
    setup('/search-designs/special_offer', 0);
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Price: low to high' })).toBeNull();
    await screen.findByText('1 design');
    expect(screen.queryByText('Price', { selector: 'summary span' })).toBeNull();
    expect(screen.queryByRole('note', { name: 'Price' })).toBeNull();
  });

  it('searches /design-category/{subMenu} by that top item', async () => {
    const { services } = setup('/design-category/mounts?metal=2');
    await screen.findByText('1 design');
    expect(services.api.searchDesigns.mock.calls[0][0]).toMatchObject({
      category: 'mounts',
      filters: { metal: [2] },
    });
  });

  it('asks visitors to log in and remembers the listing for after login', async () => {
    const { store, services } = setup('/search-designs/new_arrival?metal=1', null);
    fireEvent.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(store.getState().auth).toMatchObject({
      loginModalOpen: true,
      redirectTo: '/search-designs/new_arrival?metal=1',
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(services.api.searchDesigns).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown list', () => {
    setup('/search-designs/idBackup');
    expect(screen.getByText('404 This page could not be found')).toBeTruthy();
  });
});
