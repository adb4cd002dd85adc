import type { LookupsData } from './lookup-index';
import { localiseLookups, splitNames } from './lookup-names';

const data = (): LookupsData => ({
  items: [],
  mainGroups: [{ _id: 1, name: 'Rings', url_path: 'rings', sort_order: 1 }],
  subGroups: [],
  metals: [
    { _id: 1, name: 'Gold', url_path: 'gold', sort_order: 1 },
    { _id: 2, name: 'Palladium', url_path: 'palladium', sort_order: 2 },
  ],
  shades: [],
  karates: [],
  qualities: [],
  stoneGroups: [],
  stones: [{ _id: 7, stone_name: 'Ruby', url_path: 'ruby', sort_order: 1, colour: '#f00', group_id: 1 }],
  shapes: [],
  attributes: [],
  currencies: [],
  names: {
    metals: { 1: { sv: 'Guld', de: 'Gold' } },
    stones: { 7: { sv: 'Rubin' } },
    mainGroups: { 1: { sv: 'Ringar' } },
  },
});

describe('localiseLookups', () => {
  it('answers names in the language and falls back to English where one is missing', () => {
    const sv = localiseLookups(data(), 'sv');
    expect(sv.metals.map((m) => m.name)).toEqual(['Guld', 'Palladium']);
    expect(sv.stones[0].stone_name).toBe('Rubin');
    expect(sv.mainGroups[0].name).toBe('Ringar');
    const fr = localiseLookups(data(), 'fr');
    expect(fr.metals.map((m) => m.name)).toEqual(['Gold', 'Palladium']);
  });

  it('leaves English and data without names untouched', () => {
    const english = data();
    expect(localiseLookups(english, 'en')).toBe(english);
    const { names: _, ...old } = data();
    expect(localiseLookups(old, 'sv').metals[0].name).toBe('Gold');
  });
});

describe('splitNames', () => {
  it('keys the non-empty names by id and strips them from the rows', () => {
    const split = splitNames([
      { _id: 3, name: 'Oval', names: { sv: 'Oval' } },
      { _id: 4, name: 'Pear', names: {} },
    ]);
    expect(split.rows).toEqual([
      { _id: 3, name: 'Oval' },
      { _id: 4, name: 'Pear' },
    ]);
    expect(split.names).toEqual({ 3: { sv: 'Oval' } });
  });
});
