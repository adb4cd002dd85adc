import { ID_FILTERS, type SearchFacets } from '@atelier/contracts/catalogue';
import { applyFilterConfig, type FilterRule, ruleApplies } from './facet-visibility';

function facets(): SearchFacets {
  const lists = Object.fromEntries(ID_FILTERS.map((filter) => [filter, []])) as unknown as SearchFacets;
  return {
    ...lists,
    metal: [
      { _id: 1, name: 'Gold', url_path: 'gold', count: 5 },
      { _id: 2, name: 'Platinum', url_path: 'platinum', count: 2 },
    ],
    shape: [{ _id: 7, name: 'Round', url_path: 'round', count: 3 }],
    inStock: 4,
    carat: null,
  };
}

const rule = (overrides: Partial<FilterRule>): FilterRule => ({
  kind: 'metal',
  title: 'Metal',
  titles: { sv: 'Metall' },
  valueIds: [],
  mainGroupIds: [],
  subGroupIds: [],
  sortOrder: 0,
  active: true,
  ...overrides,
});

describe('applyFilterConfig', () => {
  it('leaves the facets alone while nothing is configured', () => {
    const input = facets();
    expect(applyFilterConfig(input, [], { mainGroupIds: [], subGroupIds: [] }, 'en')).toBe(input);
  });

  it('limits a configured filter to its values, keeps the others, and titles the panel in the language', () => {
    const out = applyFilterConfig(
      facets(),
      [rule({ valueIds: [2] })],
      { mainGroupIds: [], subGroupIds: [] },
      'sv',
    );
    expect(out.metal.map((value) => value._id)).toEqual([2]);
    expect(out.shape).toHaveLength(1);
    expect(out.panel).toEqual([{ filter: 'metal', title: 'Metall' }]);
  });

  it('hides a filter whose rule is inactive', () => {
    const out = applyFilterConfig(
      facets(),
      [rule({ active: false })],
      { mainGroupIds: [], subGroupIds: [] },
      'en',
    );
    expect(out.metal).toEqual([]);
    expect(out.panel).toEqual([]);
  });

  it('shows a filter mapped to groups only on listings of those groups', () => {
    const mapped = rule({ kind: 'shape', mainGroupIds: [3], sortOrder: 1 });
    const rings = applyFilterConfig(
      facets(),
      [rule({}), mapped],
      { mainGroupIds: [3], subGroupIds: [] },
      'en',
    );
    const other = applyFilterConfig(
      facets(),
      [rule({}), mapped],
      { mainGroupIds: [4], subGroupIds: [] },
      'en',
    );
    expect(rings.shape).toHaveLength(1);
    expect(rings.panel?.map((entry) => entry.filter)).toEqual(['metal', 'shape']);
    expect(other.shape).toEqual([]);
    expect(other.panel?.map((entry) => entry.filter)).toEqual(['metal']);
    expect(other.panel?.map((entry) => entry.filter)).toEqual(['metal']);
  });
});

describe('ruleApplies', () => {
  it('never applies an inactive rule and applies a sub group mapping on that sub group', () => {
    expect(ruleApplies(rule({ active: false }), { mainGroupIds: [], subGroupIds: [] })).toBe(false);
    expect(ruleApplies(rule({ subGroupIds: [9] }), { mainGroupIds: [1], subGroupIds: [9] })).toBe(true);
  });
});
