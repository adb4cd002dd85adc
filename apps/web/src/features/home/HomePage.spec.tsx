import { act, fireEvent, screen, within } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { designCard, logInBuyer, priced, searchResult } from '../../test/catalogue-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import { HomePage } from './HomePage';

const stones = [
  {
    _id: 1,
    stone_name: 'Diamond',
    url_path: 'diamond',
    sort_order: 1,
    colour: '#eef4f8',
    stonegroup_id: 1,
    stonegroupName: 'Diamonds',
  },
  {
    _id: 2,
    stone_name: 'Sapphire',
    url_path: 'sapphire',
    sort_order: 2,
    colour: '#1f4fa8',
    stonegroup_id: 2,
    stonegroupName: 'Precious',
  },
];

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('home page', () => {
  it('shows Shop By GemStone to visitors, and the design rows as headings with a login prompt', async () => {
    const services = createTestServices();
    services.api.getHomeStones.mockResolvedValue({ status: true, data: stones });
    const { store } = renderWithStore(<HomePage />, { services });
    await flush();

    const gemstones = screen.getByRole('region', { name: 'Shop By GemStone' });
    const diamond = within(gemstones).getByRole('link', { name: 'Diamond' });
    expect(diamond.getAttribute('href')).toBe('/search-designs/menu?gemstone=1');
    for (const title of ['New Designs', 'Best Selling', 'Special Offer']) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('button', { name: 'Log in to continue' })).toBeTruthy();
    }
    expect(services.api.searchDesigns).not.toHaveBeenCalled();

    // A gemstone needs login: the click opens the login modal and remembers the listing.
    fireEvent.click(diamond);
    expect(store.getState().auth).toMatchObject({
      loginModalOpen: true,
      redirectTo: '/search-designs/menu?gemstone=1',
    });
  });

  it('loads four designs per row for a customer, with the prices the server sent', async () => {
    const services = createTestServices();
    const store = createAppStore(services);
    logInBuyer(store, 2);
    services.api.getHomeStones.mockResolvedValue({ status: true, data: stones });
    services.api.searchDesigns.mockResolvedValue({
      status: true,
      data: searchResult([priced(designCard(), 812.4, 2)], { facets: undefined }),
    });
    renderWithStore(<HomePage />, { services, store });
    await flush();

    const bodies = services.api.searchDesigns.mock.calls.map(([body]) => body);
    expect(bodies).toEqual([
      { list: 'new_arrival', sort_by: 'newest', page: 1, limit: 4, facets: false },
      { sort_by: 'best_selling', page: 1, limit: 4, facets: false },
      { list: 'special_offer', page: 1, limit: 4, facets: false },
    ]);
    const best = screen.getByRole('region', { name: 'Best Selling' });
    expect(within(best).getByRole('link', { name: 'R1001 Twisted Solitaire Ring' })).toBeTruthy();
    expect(within(best).getByRole('note', { name: 'Price' }).textContent).toBe('Trade £812.40');
    expect(within(best).getByRole('link', { name: 'View all: Best Selling' }).getAttribute('href')).toBe(
      '/search-designs/menu?sort_by=best_selling',
    );
  });
});
