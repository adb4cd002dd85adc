import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { createAppStore } from '../../app/store';
import { designCard, filterOptions, logInBuyer, priced, searchResult } from '../../test/catalogue-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import type { PriceStatus } from '../../shared/types';
import { SearchResultsPage } from './SearchResultsPage';
import { BACK_TO_RESULTS } from './searchQuery';

const ui = (
  <Routes>
    <Route
      path="/page3"
      element={
        <Link to="/search-designs/new_arrival?metal=1" state={BACK_TO_RESULTS}>
          Back to results
        </Link>
      }
    />
    <Route path="/search-designs/:list" element={<SearchResultsPage kind="list" />} />
    <Route path="/design-category/:subMenu" element={<SearchResultsPage kind="category" />} />
  </Routes>
);

function setup(
  route: string,
  priceStatus: PriceStatus | null = 2,
  rows = [designCard()],
  failure: ApiError | null = null,
) {
  const services = createTestServices();
  const store = createAppStore(services);
  if (priceStatus !== null) logInBuyer(store, priceStatus);
  services.api.getFilterOptions.mockResolvedValue({ status: true, data: filterOptions() });
  const result = searchResult(rows.map((row) => (priceStatus ? priced(row, 5200, priceStatus) : row)));
  if (priceStatus && result.facets) result.facets = { ...result.facets, price: { min: 100, max: 9000 } };
  result.pages = 3;
  if (failure) services.api.searchDesigns.mockRejectedValue(failure);
  else services.api.searchDesigns.mockResolvedValue({ status: true, data: result });
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

  it('asks for another page without facets, keeping the counts it has', async () => {
    const { services } = setup('/search-designs/new_arrival?metal=1');
    await screen.findByText('1 design');
    const bare = {
      ...searchResult([priced(designCard(), 5200, 2)], { page: 2, pages: 3 }),
      facets: undefined,
    };
    services.api.searchDesigns.mockResolvedValue({ status: true, data: bare });
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(services.api.searchDesigns).toHaveBeenCalledTimes(2));
    expect(services.api.searchDesigns.mock.calls[1][0]).toMatchObject({ page: 2, facets: false });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(within(screen.getByRole('group', { name: 'Metal' })).getByText('980')).toBeTruthy();
  });

  it('back from a design: shows the kept listing without a request and scrolls to where the user was', async () => {
    const { services } = setup('/search-designs/new_arrival?metal=1');
    await screen.findByText('1 design');
    window.scrollY = 2400;
    fireEvent.click(screen.getByRole('link', { name: 'R1001 Twisted Solitaire Ring' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Back to results' }));
    expect(screen.getByText('1 design')).toBeTruthy();
    await waitFor(() => expect(services.scrollTo).toHaveBeenCalledWith(2400));
    expect(services.api.searchDesigns).toHaveBeenCalledTimes(1);
  });

  it("shows a refused search's field message", async () => {
    const refused = new ApiError('Some fields are not valid.', 400, {
      code: 'VALIDATION_FAILED',
      errors: { category: ['The category field has an unknown value: nope.'] },
    });
    setup('/search-designs/new_arrival?metal=1', 2, [designCard()], refused);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The category field has an unknown value: nope.',
    );
  });

  it('shows the 404 page for an unknown list', () => {
    setup('/search-designs/idBackup');
    expect(screen.getByText('404 This page could not be found')).toBeTruthy();
  });
});
