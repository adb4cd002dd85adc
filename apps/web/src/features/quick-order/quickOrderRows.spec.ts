import type { QuickOrderVariant } from '@atelier/contracts/orders';
import { facetChoices, parsePastedRows, pickedVariant, rowsFromCells, toRequestRows } from './quickOrderRows';

const variant = (id: string, karat: string, shade: string, quality: string, carat: number) =>
  ({
    variant_id: id,
    sku: id,
    design_number: 'R1',
    design_name: 'Ring',
    labGrown: false,
    karat,
    shade,
    quality,
    total_carat: carat,
    image_key: null,
    is_special_offer: false,
  }) satisfies QuickOrderVariant;

const OPTIONS = [
  variant('a', '18K', 'Yellow', 'GH/SI', 0.5),
  variant('b', '18K', 'White', 'GH/SI', 0.5),
  variant('c', '9K', 'Yellow', 'GH/SI', 0.5),
];

describe('parsePastedRows', () => {
  it('reads tab, comma and semicolon separated lines and skips a header', () => {
    expect(parsePastedRows('code\tquantity\nR100\t2\nSKU-1,3\n\nR200;4\nR300')).toEqual([
      { code: 'R100', quantity: '2' },
      { code: 'SKU-1', quantity: '3' },
      { code: 'R200', quantity: '4' },
      { code: 'R300', quantity: '1' },
    ]);
  });

  it('keeps a bad quantity as typed, for the server to name', () => {
    expect(toRequestRows(parsePastedRows('R100,two'))).toEqual([{ code: 'R100', quantity: 'two' }]);
  });
});

describe('rowsFromCells', () => {
  it('reads spreadsheet cells, skipping the header and empty rows', () => {
    expect(rowsFromCells([['SKU', 'Qty'], ['R1', ' 2 '], ['', ''], ['R2']])).toEqual([
      { code: 'R1', quantity: '2' },
      { code: 'R2', quantity: '1' },
    ]);
  });
});

describe('variant choice', () => {
  it('offers only the attributes that differ, narrowed by the other choices', () => {
    expect(facetChoices(OPTIONS, {})).toEqual([
      { facet: 'karat', values: ['9K', '18K'] },
      { facet: 'shade', values: ['White', 'Yellow'] },
    ]);
    expect(facetChoices(OPTIONS, { karat: '9K' })).toEqual([
      { facet: 'karat', values: ['9K', '18K'] },
      { facet: 'shade', values: ['Yellow'] },
    ]);
  });

  it('names a variant only when the choices fit exactly one', () => {
    expect(pickedVariant(OPTIONS, { karat: '18K' })).toBeUndefined();
    expect(pickedVariant(OPTIONS, { karat: '18K', shade: 'White' })?.variant_id).toBe('b');
    expect(pickedVariant(OPTIONS, { karat: '9K' })?.variant_id).toBe('c');
  });
});
