import { filterOptions, searchResult } from '../../test/catalogue-fixtures';
import { buildFilterGroups, valueName } from './filterGroups';
import { emptySearchQuery } from './searchQuery';

describe('filter panel groups', () => {
  const facets = searchResult([]).facets ?? null;

  it('offers values with a facet count above zero, with their counts, in lookup order', () => {
    const groups = buildFilterGroups(filterOptions(), facets, emptySearchQuery());
    expect(groups.map((group) => group.filter)).toEqual(['metal', 'shade', 'gemstone']);
    expect(groups[0].values.map((value) => [value.name, value.count])).toEqual([
      ['Gold', 980],
      ['Platinum', 120],
    ]);
    // Rose Gold and Platinum shades have no designs here: left out.
    expect(groups[1].values.map((value) => value.name)).toEqual(['Yellow Gold', 'White Gold']);
    expect(groups[1].values[0].swatch).toContain('linear-gradient');
  });

  it('keeps a selected value even when it has no designs, and counts the selection', () => {
    const groups = buildFilterGroups(filterOptions(), facets, {
      ...emptySearchQuery(),
      filters: { shade: [3] },
    });
    const shade = groups.find((group) => group.filter === 'shade');
    expect(shade?.values.find((value) => value.id === 3)).toMatchObject({
      name: 'Rose Gold',
      count: 0,
      selected: true,
    });
    expect(shade?.selectedCount).toBe(1);
  });

  it('without facets offers every value without counts, leaving hidden items (Pendants) out', () => {
    const groups = buildFilterGroups(filterOptions(), null, emptySearchQuery());
    const items = groups.find((group) => group.filter === 'item');
    expect(items?.values.map((value) => value.name)).toEqual(['Rings']);
    expect(items?.values[0].count).toBeNull();
    expect(groups.find((group) => group.filter === 'gemstone')?.values.map((value) => value.name)).toEqual([
      'Diamond',
      'Sapphire',
    ]);
  });

  it('names selected values for their chips', () => {
    expect(valueName(filterOptions(), 'gemstone', 2)).toBe('Sapphire');
    expect(valueName(null, 'gemstone', 2)).toBe('2');
  });
});
