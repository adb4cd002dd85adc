import type { AdminDesign } from '@atelier/contracts/catalogue';
import { LookupIndex } from '../lookups/lookup-index';
import { cellOf, missingColumns, readDesigns, rowsOfDesign } from './design-file';
import { diffStates, stateOfDesign, stateOfInput } from './design-state';
import { LOOKUPS } from './lookups.fixture';

const index = new LookupIndex(LOOKUPS);
const text = { name: 'Ring', description: 'A ring' };
const design: AdminDesign = {
  id: 'd1',
  version: 3,
  designNumber: 'RG-1',
  texts: {
    en: text,
    sv: { name: 'Ring sv', description: 'En ring' },
    de: text,
    es: text,
    fr: text,
    no: text,
  },
  itemId: 1,
  mainGroupId: 10,
  subGroupIds: [20],
  styleId: 30,
  settingId: null,
  collectionId: null,
  stones: [{ stoneId: 1, shapeId: 1, role: 'main', count: 1, carat: 0.5 }],
  metalWeight: 3.1,
  pricing: 'fixed',
  makingCharge: 0,
  flags: {
    newArrival: true,
    bestSelling: false,
    certified: false,
    labGrown: false,
    clearance: false,
    specialOffer: false,
    uniquePiece: false,
  },
  variants: [
    {
      id: 'v1',
      sku: 'A',
      karatId: 1,
      shadeId: 1,
      qualityId: 1,
      totalCarat: 0.5,
      tradePrice: 100,
      weight: 3,
      stock: 2,
      certificateNumber: null,
      stonesValue: 0,
      isDefault: true,
    },
    {
      id: 'v2',
      sku: 'B',
      karatId: 1,
      shadeId: 1,
      qualityId: 1,
      totalCarat: 0.7,
      tradePrice: 130,
      weight: 3,
      stock: 0,
      certificateNumber: 'GIA 1',
      stonesValue: 0,
      isDefault: false,
    },
  ],
  retired: false,
  imageKeys: [],
  createdAt: '',
  updatedAt: '',
  updatedBy: null,
};

describe('the design import file', () => {
  it('reads back what it wrote with no change', () => {
    const rows = rowsOfDesign(design, index);
    expect(rows).toHaveLength(2);
    const read = readDesigns(rows, index);
    expect(read.issues).toEqual([]);
    const [again] = read.designs;
    expect(diffStates(stateOfDesign(design), stateOfInput(again.input))).toEqual([]);
  });

  it('reports unknown lookups, numbers and yes/no cells by row and column', () => {
    const [first, second] = rowsOfDesign(design, index);
    const read = readDesigns(
      [
        { ...first, karat: 'unobtainium' },
        { ...second, trade_price: 'cheap', is_default: 'maybe' },
      ],
      index,
    );
    expect(read.issues.map((issue) => [issue.row, issue.field])).toEqual([
      [2, 'karat'],
      [3, 'trade_price'],
      [3, 'is_default'],
    ]);
  });

  it('names missing header columns and maps form paths to cells', () => {
    expect(missingColumns(['design_number', 'sku'])).toContain('name_en');
    const [read] = readDesigns(rowsOfDesign(design, index), index).designs;
    expect(cellOf(read, 'variants.1.shadeId')).toEqual({ row: 3, field: 'shade' });
    expect(cellOf(read, 'texts.sv.name')).toEqual({ row: 2, field: 'name_sv' });
    expect(cellOf(read, 'itemId')).toEqual({ row: 2, field: 'item' });
  });
});
