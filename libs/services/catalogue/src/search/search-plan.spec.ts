import { SearchDesignsDto } from '@atelier/contracts/catalogue';
import { AppException } from '@atelier/platform';
import { LookupIndex, type LookupsData } from '../lookups/lookup-index';
import { type PriceView, retailView } from '../pricing/price-math';
import { buildSearchPlan, chooseSort } from './search-plan';
import { flagTag, tagOf } from './tags';
import { buildTextQuery } from './text-query';

const row = (id: number, name: string, sort = id) => ({
  _id: id,
  name,
  url_path: name.toLowerCase(),
  sort_order: sort,
});

const data: LookupsData = {
  items: [{ ...row(1, 'Rings'), hidden: false }],
  mainGroups: [row(1, 'Rings'), row(2, 'Mounts')],
  subGroups: [
    { ...row(10, 'Solitaire'), main_group_id: 1 },
    { ...row(11, 'Solitaire'), main_group_id: 2 },
  ],
  metals: [row(1, 'Gold')],
  shades: [{ ...row(2, 'White-Gold'), code: 'wg', metal_id: 1 }],
  karates: [{ ...row(3, '18K'), purity: 750, metal_id: 1 }],
  qualities: [
    { ...row(1, 'GH-SI'), lab_grown: false },
    { ...row(2, 'Lab EF-VS'), lab_grown: true },
  ],
  stoneGroups: [{ _id: 1, stonegroupName: 'Diamonds', sort_order: 1, show_on_home: true }],
  stones: [
    { _id: 1, stone_name: 'Diamond', url_path: 'diamond', sort_order: 1, colour: '#fff', group_id: 1 },
  ],
  shapes: [row(1, 'Round')],
  attributes: [{ ...row(40, 'Claw'), kind: 'setting' }],
  currencies: [],
};
const index = new LookupIndex(data);
const retail = retailView({ markup: 2.5, vatRatePercent: 20, vatApplicable: true });

function dto(input: Partial<SearchDesignsDto>): SearchDesignsDto {
  return Object.assign(new SearchDesignsDto(), input);
}

function plan(input: Partial<SearchDesignsDto>, view: PriceView = { kind: 'trade' }, criteria = {}) {
  return buildSearchPlan({
    tenantId: 't',
    dto: dto(input),
    index,
    menu: { criteria, sortBy: null },
    view,
    text: null,
  });
}

function fieldsOf(run: () => unknown): Record<string, unknown> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppException) return error.fields;
    throw error;
  }
  return undefined;
}

describe('buildSearchPlan', () => {
  it('turns a list, menu criteria and user filters into tag groups', () => {
    const result = plan(
      { list: 'lab_grown_products', filters: { karat: [3], setting: [40], gemstone: [1, 1] } },
      { kind: 'trade' },
      { category: 'rings', subGroup: 'solitaire', shade: ['white-gold'] },
    );
    expect(result.groups).toEqual([
      { filter: 'flag', tags: [flagTag('lab_grown')], user: false },
      { filter: 'category', tags: [tagOf('category', 1)], user: false },
      // The sub group of the menu's category, not the other main group's namesake.
      { filter: 'subGroup', tags: [tagOf('subGroup', 10)], user: false },
      { filter: 'shade', tags: [tagOf('shade', 2)], user: false },
      { filter: 'karat', tags: [tagOf('karat', 3)], user: true },
      { filter: 'gemstone', tags: [tagOf('gemstone', 1)], user: true },
      { filter: 'setting', tags: [tagOf('attribute', 40)], user: true },
    ]);
  });

  it('keeps natural and lab-grown designs apart unless both are asked for', () => {
    const labGrown = { filter: 'flag', tags: [flagTag('lab_grown')], user: false };
    // Every other list, special offers included, is natural.
    expect(plan({ list: 'special_offer' }).without).toEqual([flagTag('lab_grown')]);
    expect(plan({ list: 'lab_grown_products' }).without).toEqual([]);
    expect(plan({ list: 'lab_grown_products' }).groups).toEqual([labGrown]);
    expect(plan({}, { kind: 'trade' }, { flags: ['lab_grown', 'special_offer'] }).without).toEqual([]);
    const asked = plan({ list: 'special_offer', filters: { origin: 'lab_grown' } });
    expect(asked.groups).toContainEqual(labGrown);
    expect(asked.without).toEqual([]);
    const both = plan({ filters: { origin: 'both' } });
    expect([both.groups, both.without]).toEqual([[], []]);
    // A lab-grown quality implies lab grown.
    const byQuality = plan({ filters: { quality: [2] } });
    expect(byQuality.groups).toContainEqual(labGrown);
    expect(byQuality.without).toEqual([]);
  });

  it('makes a menu mapped to a missing value match nothing', () => {
    expect(plan({}, { kind: 'trade' }, { gemstone: ['opal'] }).groups).toEqual([
      { filter: 'gemstone', tags: [-1], user: false },
    ]);
  });

  it('names an unknown filter value, and an attribute of another kind', () => {
    expect(fieldsOf(() => plan({ filters: { metal: [1, 99] } }))).toEqual({
      'filters.metal': [{ key: 'catalogue.validation.unknownValue', params: { value: 99 } }],
    });
    expect(fieldsOf(() => plan({ filters: { style: [40] } }))).toHaveProperty(['filters.style']);
  });

  it('refuses a price filter while prices are hidden, and reversed ranges', () => {
    expect(fieldsOf(() => plan({ filters: { price: { min: 1 } } }, { kind: 'hidden' }))).toEqual({
      'filters.price': [{ key: 'catalogue.validation.priceHidden' }],
    });
    expect(fieldsOf(() => plan({ filters: { carat: { min: 2, max: 1 } } }))).toHaveProperty([
      'filters.carat',
    ]);
    expect(fieldsOf(() => plan({ filters: { price: { min: 2, max: 1 } } }))).toHaveProperty([
      'filters.price',
    ]);
  });

  it('converts RRP bounds to trade pence at price status 1', () => {
    // RRP 300.00 at markup 2.5 with 20 % VAT is trade 100.00.
    expect(plan({ filters: { price: { min: 300, max: 600 } } }, retail).trade).toEqual({
      min: 10000,
      max: 20000,
    });
    expect(plan({ filters: { price: { min: 100.5 } } }).trade).toEqual({ min: 10050 });
  });
});

describe('chooseSort', () => {
  const text = buildTextQuery(['halo']);
  it('takes the asked order, else the menu entry, else newest (relevance with text)', () => {
    expect(chooseSort('best_selling', 'price_asc', null, { kind: 'trade' })).toBe('best_selling');
    expect(chooseSort(undefined, 'total_carat', null, { kind: 'trade' })).toBe('total_carat');
    expect(chooseSort(undefined, 'not-a-sort', null, { kind: 'trade' })).toBe('newest');
    expect(chooseSort(undefined, null, text, { kind: 'trade' })).toBe('relevance');
    expect(chooseSort('relevance', null, null, { kind: 'trade' })).toBe('newest');
  });

  it('ignores price orders while prices are hidden', () => {
    expect(chooseSort('price_asc', null, null, { kind: 'hidden' })).toBe('newest');
    expect(chooseSort(undefined, 'price_desc', null, { kind: 'hidden' })).toBe('newest');
    expect(chooseSort('price_desc', null, null, retail)).toBe('price_desc');
  });
});
