import { designCard, searchResult } from '../../test/catalogue-fixtures';
import { stateAfter } from '../../test/test-utils';
import { sessionCleared } from '../../app/auth/authSlice';
import { facetsFor, searchErrorMessage, withKeptFacets, type ListingArgs } from './searchApi';
import { emptySearchQuery, searchKey, withPage, withSort, type SearchQuery } from './searchQuery';
import { designOpenedFromResults, scrollRestored, searchPageEntered, type SearchEntry } from './searchSlice';

const PRICE = '2|c-1';
const query: SearchQuery = { ...emptySearchQuery('new_arrival'), filters: { metal: [1] } };
const KEY = searchKey(query, PRICE);
const entry = (returning: boolean, q = query): SearchEntry => ({ key: searchKey(q, PRICE), returning });

describe('scroll restoration state (spec §2, §3: back-navigation flag and position)', () => {
  it('records the listing and position when a design is opened from it', () => {
    const state = stateAfter(
      designOpenedFromResults({ key: KEY, from: '/search-designs/new_arrival?metal=1', position: 1840 }),
    );
    expect(state.search.scroll).toEqual({
      key: KEY,
      from: '/search-designs/new_arrival?metal=1',
      position: 1840,
      backNavigation: false,
    });
  });

  it('raises the back-navigation flag only when returning to that same listing', () => {
    const opened = designOpenedFromResults({ key: KEY, from: '/x', position: 1840 });
    expect(stateAfter(opened, searchPageEntered(entry(true))).search.scroll.backNavigation).toBe(true);
    expect(stateAfter(opened, searchPageEntered(entry(false))).search.scroll.backNavigation).toBe(false);
    const other = { ...query, filters: { metal: [2] } };
    expect(stateAfter(opened, searchPageEntered(entry(true, other))).search.scroll.backNavigation).toBe(
      false,
    );
  });

  it('lowers the flag once restored, keeping the position', () => {
    const state = stateAfter(
      designOpenedFromResults({ key: KEY, from: '/x', position: 900 }),
      searchPageEntered(entry(true)),
      scrollRestored(),
    );
    expect(state.search.scroll).toMatchObject({ backNavigation: false, position: 900 });
  });

  it('forgets the position when the session ends (prices depend on it)', () => {
    const state = stateAfter(
      designOpenedFromResults({ key: KEY, from: '/x', position: 900 }),
      sessionCleared({ intentional: true }),
    );
    expect(state.search.scroll).toEqual({ key: null, from: null, position: 0, backNavigation: false });
  });
});

describe('facets kept while only the page changes', () => {
  const args = (q: SearchQuery, facets?: ListingArgs['facets']): ListingArgs => ({
    query: q,
    priceStatus: 2,
    priceContext: PRICE,
    facets,
  });

  it("keeps an answer's own facets, and lends them only to a listing with the same filters and sort", () => {
    const first = withKeptFacets(args(query), searchResult([designCard()]));
    expect(first.keptFacets?.facets).toBe(first.facets);
    expect(facetsFor(first, withPage(query, 3), PRICE)).toBe(first.keptFacets);
    expect(facetsFor(first, { ...query, filters: { metal: [2] } }, PRICE)).toBeUndefined();
    expect(facetsFor(first, withSort(query, 'price_asc'), PRICE)).toBeUndefined();
    expect(facetsFor(first, withPage(query, 3), '0|')).toBeUndefined();
  });

  it('shows the lent facets on a page asked without them, and none lent for other filters', () => {
    const first = withKeptFacets(args(query), searchResult([designCard()]));
    const bare = { ...searchResult([designCard()]), facets: undefined };
    const second = withKeptFacets(args(withPage(query, 2), first.keptFacets ?? undefined), bare);
    expect(second.facets).toBe(first.facets);
    const other = withKeptFacets(args({ ...query, filters: {} }, first.keptFacets ?? undefined), bare);
    expect(other.facets).toBeUndefined();
    expect(other.keptFacets).toBeNull();
  });

  it("words a refused search by the field's own message, and leaves a lost request to the page", () => {
    expect(
      searchErrorMessage({
        status: 400,
        message: 'Some fields are not valid.',
        errors: { category: ['The category field has an unknown value: nope.'] },
      }),
    ).toBe('The category field has an unknown value: nope.');
    expect(searchErrorMessage({ status: 500, message: 'Server error' })).toBe('Server error');
    expect(searchErrorMessage({ status: null, message: 'Error' })).toBeNull();
  });
});
