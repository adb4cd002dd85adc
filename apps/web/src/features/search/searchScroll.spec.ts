import type { Api } from '../../api/api';
import { ApiError } from '../../api/client';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createAppStore, rootReducer, type RootState } from '../../app/store';
import { designCard, logInBuyer, searchResult } from '../../test/catalogue-fixtures';
import { createTestServices, recordSaga, stateAfter, type TestServices } from '../../test/test-utils';
import { sessionCleared } from '../../app/auth/authSlice';
import { runSearch } from './searchSagas';
import { emptySearchQuery, facetsKey, searchKey, withPage, type SearchQuery } from './searchQuery';
import {
  designOpenedFromResults,
  scrollRestored,
  searchLoaded,
  searchPageEntered,
  searchStarted,
  type SearchEntry,
} from './searchSlice';

type SearchAnswer = Awaited<ReturnType<Api['searchDesigns']>>;

const PRICE = '2|c-1';
const query: SearchQuery = { ...emptySearchQuery('new_arrival'), filters: { metal: [1] } };
const KEY = searchKey(query, PRICE);
const entry = (returning: boolean, q = query): SearchEntry => ({
  query: q,
  key: searchKey(q, PRICE),
  facetsKey: facetsKey(q, PRICE),
  returning,
});

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

  it('forgets results and position when the session ends (prices depend on it)', () => {
    const state = stateAfter(
      designOpenedFromResults({ key: KEY, from: '/x', position: 900 }),
      searchStarted({ key: KEY }),
      searchLoaded({ key: KEY, facetsKey: facetsKey(query, PRICE), result: searchResult([designCard()]) }),
      sessionCleared({ intentional: true }),
    );
    expect(state.search).toMatchObject({ key: null, result: null, scroll: { key: null, position: 0 } });
  });

  it('ignores an answer for a listing the user already left', () => {
    const state = stateAfter(
      searchStarted({ key: 'old' }),
      searchStarted({ key: KEY }),
      searchLoaded({ key: 'old', facetsKey: 'old', result: searchResult([designCard()]) }),
    );
    expect(state.search.result).toBeNull();
    expect(state.search.status).toBe('loading');
  });
});

describe('listing saga', () => {
  let services: TestServices;
  let ready: RootState;

  beforeEach(() => {
    services = createTestServices();
    const store = createAppStore(services);
    logInBuyer(store);
    ready = store.getState();
  });

  const answer = (rows = [designCard()]): SearchAnswer => ({ status: true, data: searchResult(rows) });

  it("loads a listing with facets and the caller's price status", async () => {
    services.api.searchDesigns.mockResolvedValue(answer());
    const run = await recordSaga(runSearch, services, ready, searchPageEntered(entry(false)));
    expect(services.api.searchDesigns).toHaveBeenCalledWith(
      { list: 'new_arrival', filters: { metal: [1] }, page: 1, limit: 50, facets: true },
      expect.any(AbortSignal),
    );
    expect(run.state.search).toMatchObject({ key: expect.stringContaining('new_arrival'), status: 'loaded' });
    expect(services.scrollTo).not.toHaveBeenCalled();
  });

  it('asks without facets when only the page changed', async () => {
    services.api.searchDesigns.mockResolvedValue(answer());
    const first = await recordSaga(runSearch, services, ready, searchPageEntered(entry(false)));
    await recordSaga(runSearch, services, first.state, searchPageEntered(entry(false, withPage(query, 2))));
    expect(services.api.searchDesigns.mock.calls[1][0]).toMatchObject({ page: 2, facets: false });
  });

  it('back from a design: shows the kept listing without a request and scrolls to where the user was', async () => {
    services.api.searchDesigns.mockResolvedValue(answer());
    const loaded = await recordSaga(runSearch, services, ready, searchPageEntered(entry(false)));
    const left = stateAfterOn(
      loaded.state,
      designOpenedFromResults({ key: loaded.state.search.key ?? '', from: '/x', position: 2400 }),
    );
    const back = stateAfterOn(left, searchPageEntered(entry(true)));
    const run = await recordSaga(runSearch, services, back, searchPageEntered(entry(true)));
    expect(services.api.searchDesigns).toHaveBeenCalledTimes(1);
    expect(services.scrollTo).toHaveBeenCalledWith(2400);
    expect(run.state.search.scroll.backNavigation).toBe(false);
  });

  it("shows a refused search's message, and nothing for visitors", async () => {
    services.api.searchDesigns.mockRejectedValue(
      new ApiError('Some fields are not valid.', 400, {
        code: 'VALIDATION_FAILED',
        errors: { category: ['The category field has an unknown value: nope.'] },
      }),
    );
    const run = await recordSaga(runSearch, services, ready, searchPageEntered(entry(false)));
    expect(run.state.search).toMatchObject({
      status: 'failed',
      error: 'The category field has an unknown value: nope.',
    });

    const visitor = createTestServices();
    await recordSaga(runSearch, visitor, stateAfter(), searchPageEntered(entry(false)));
    expect(visitor.api.searchDesigns).not.toHaveBeenCalled();
  });
});

/** Applies actions to a given state with the real reducer. */
function stateAfterOn(state: RootState, ...actions: UnknownAction[]): RootState {
  return actions.reduce<RootState>((current, action) => rootReducer(current, action), state);
}
