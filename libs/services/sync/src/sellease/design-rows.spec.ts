import type { DesignUpsertedBodyDto } from '@atelier/contracts/sync';
import { designRowsOf } from './design-rows';

const design: DesignUpsertedBodyDto = {
  version: 1,
  designNumber: 'R1',
  name: 'Halo',
  item: 'rings',
  mainGroup: 'rings',
  subGroups: ['halo', 'solitaire'],
  stones: [{ stone: 'diamond', shape: 'round', role: 'main', count: 1, carat: 0.5 }],
  metalWeight: 3,
  flags: { newArrival: true },
  variants: [
    {
      sku: 'R1-A',
      karat: '18k',
      shade: 'white-gold',
      quality: 'vs',
      totalCarat: 0.5,
      tradePrice: 400,
      weight: 3,
      stock: 2,
    },
    {
      sku: 'R1-B',
      karat: '18k',
      shade: 'yellow-gold',
      quality: 'vs',
      totalCarat: 0.5,
      tradePrice: 410.5,
      weight: 3,
      stock: 0,
    },
  ],
};

describe('designRowsOf', () => {
  it('writes one import row per variant with the design columns repeated', () => {
    const rows = designRowsOf(design);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      design_number: 'R1',
      name_en: 'Halo',
      sub_groups: 'halo|solitaire',
      stones: 'diamond:round:main:1:0.5',
      new_arrival: 'true',
      lab_grown: 'false',
      sku: 'R1-A',
      trade_price: '400.00',
      is_default: 'true',
    });
    expect(rows[1]).toMatchObject({
      sku: 'R1-B',
      trade_price: '410.50',
      is_default: 'false',
      stones: rows[0]?.stones,
    });
  });

  it('keeps the default Sellease names, and makes none the first when it names none', () => {
    const named = designRowsOf({
      ...design,
      variants: design.variants.map((variant, i) => ({ ...variant, isDefault: i === 1 })),
    });
    expect(named.map((row) => row.is_default)).toEqual(['false', 'true']);
  });
});
