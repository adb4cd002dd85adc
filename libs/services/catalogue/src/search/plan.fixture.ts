import type { SearchPlan } from './search-plan';

/** For specs: a listing plan with no filter, newest first, first page of 50, with facets. */
export function planFixture(overrides: Partial<SearchPlan> = {}): SearchPlan {
  return {
    tenantId: 't',
    groups: [],
    without: [],
    carat: {},
    trade: {},
    inStock: false,
    text: null,
    sort: 'newest',
    page: 1,
    limit: 50,
    facets: true,
    ...overrides,
  };
}
