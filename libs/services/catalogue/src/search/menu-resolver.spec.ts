import { flattenMenu, DEMO_MENU } from '../seed/demo-menu';
import { mergeCriteria, type MenuIndexRow, resolveMenu } from './menu-resolver';

function counter(): () => string {
  let n = 0;
  return () => `m${++n}`;
}

const rows: MenuIndexRow[] = flattenMenu('t', DEMO_MENU, counter()).map((row) => ({
  id: row.id,
  parentId: row.parentId,
  urlPath: row.urlPath,
  sortBy: row.sortBy,
  criteria: row.criteria,
}));

describe('mergeCriteria', () => {
  it('adds lists up and lets a later category replace an earlier one', () => {
    expect(
      mergeCriteria([
        { category: 'rings', flags: ['lab_grown'] },
        { category: 'mounts', item: ['rings'], flags: ['lab_grown', 'special_offer'] },
      ]),
    ).toEqual({ category: 'mounts', item: ['rings'], flags: ['lab_grown', 'special_offer'] });
  });
});

describe('resolveMenu (demo menu)', () => {
  it('narrows Rings > Shop by Style > Solitaire to the solitaire sub group of rings, sorted by carat', () => {
    expect(
      resolveMenu(rows, { category: 'rings', subCategory: 'rings-by-style', style: 'solitaire' }),
    ).toEqual({
      ok: true,
      criteria: { category: 'rings', subGroup: 'solitaire' },
      sortBy: 'total_carat',
    });
  });

  it('finds a style without its submenu', () => {
    expect(resolveMenu(rows, { category: 'earrings', style: 'hoops' })).toMatchObject({
      ok: true,
      criteria: { category: 'earrings', subGroup: 'hoops' },
    });
  });

  it('maps metal and gemstone entries to variant and stone criteria', () => {
    expect(
      resolveMenu(rows, { category: 'rings', subCategory: 'rings-by-metal', style: '18ct-white-gold' }),
    ).toMatchObject({ criteria: { category: 'rings', karat: ['18k'], shade: ['white-gold'] } });
    expect(
      resolveMenu(rows, { category: 'necklaces', subCategory: 'necklaces-by-gemstone', style: 'pearl' }),
    ).toMatchObject({ criteria: { category: 'necklaces', gemstone: ['pearl'] } });
  });

  it('stops at the category with viewAll and at the submenu with viewAllSubCategory', () => {
    expect(
      resolveMenu(rows, { category: 'rings', subCategory: 'nope', style: 'nope', viewAll: true }),
    ).toMatchObject({ ok: true, criteria: { category: 'rings' } });
    expect(
      resolveMenu(rows, {
        category: 'rings',
        subCategory: 'rings-best-sellers',
        style: 'ignored',
        viewAllSubCategory: true,
      }),
    ).toEqual({ ok: true, criteria: { category: 'rings', flags: ['best_selling'] }, sortBy: 'best_selling' });
  });

  it('names the first unknown part', () => {
    expect(resolveMenu(rows, { category: 'watches' })).toEqual({
      ok: false,
      field: 'category',
      value: 'watches',
    });
    expect(resolveMenu(rows, { category: 'rings', subCategory: 'x' })).toEqual({
      ok: false,
      field: 'subCategory',
      value: 'x',
    });
    expect(resolveMenu(rows, { category: 'rings', subCategory: 'rings-by-style', style: 'x' })).toEqual({
      ok: false,
      field: 'style',
      value: 'x',
    });
  });

  it('gives top-level lists their flag', () => {
    expect(resolveMenu(rows, { category: 'lab-special-offers' })).toEqual({
      ok: true,
      criteria: { flags: ['lab_grown', 'special_offer'] },
      sortBy: 'price_asc',
    });
  });
});
