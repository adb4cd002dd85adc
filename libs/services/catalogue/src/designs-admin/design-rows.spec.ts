import type { SaveDesignDto } from '@atelier/contracts/catalogue';
import { LookupIndex } from '../lookups/lookup-index';
import { attributeIdsOf, designColumnsOf, planVariants, stoneColumnsOf } from './design-rows';
import { stateOfInput } from './design-state';
import { LOOKUPS } from './lookups.fixture';

const index = new LookupIndex(LOOKUPS);

const input = (over: Partial<SaveDesignDto> = {}): SaveDesignDto => ({
  designNumber: 'RG-1',
  texts: { en: { name: 'Ring', description: 'A ring' }, sv: { name: 'Ring sv' } },
  itemId: 1,
  mainGroupId: 10,
  metalWeight: 3,
  stones: [{ stoneId: 1, shapeId: 1, role: 'main', count: 1, carat: 0.5 }],
  variants: [
    { sku: 'A', karatId: 1, shadeId: 1, qualityId: 1, totalCarat: 0.5, tradePrice: 100, weight: 3, stock: 2 },
    { sku: 'B', karatId: 1, shadeId: 1, qualityId: 1, totalCarat: 0.5, tradePrice: 120, weight: 3, stock: 0 },
  ],
  ...over,
});

describe('design rows', () => {
  it('keeps English in name and description and the other languages in texts', () => {
    const columns = designColumnsOf(stateOfInput(input()), [30]);
    expect(columns).toMatchObject({
      design_number: 'RG-1',
      name: 'Ring',
      description: 'A ring',
      metal_weight: '3.00',
      attribute_ids: [30],
    });
    expect(columns.texts.sv).toEqual({ name: 'Ring sv', description: 'A ring' });
    expect(Object.keys(columns.texts)).not.toContain('en');
  });

  it('replaces the form attributes and keeps the others', () => {
    const state = stateOfInput(input({ styleId: 30 }));
    // 99 is no style, setting or collection of the lookups: another filter, kept.
    expect(attributeIdsOf(state, [99, 30], index)).toEqual([99, 30]);
    expect(attributeIdsOf(stateOfInput(input()), [99, 30], index)).toEqual([99]);
  });

  it('numbers the stones in order', () => {
    expect(stoneColumnsOf(stateOfInput(input()))).toEqual([
      { position: 0, stone_id: 1, shape_id: 1, role: 'main', count: 1, carat: '0.50' },
    ]);
  });

  it('matches variants by SKU: missing ones removed, kept ones updated by id, new ones added', () => {
    const state = stateOfInput(
      input({
        variants: [
          {
            sku: 'A',
            karatId: 1,
            shadeId: 1,
            qualityId: 1,
            totalCarat: 0.5,
            tradePrice: 100,
            weight: 3,
            stock: 5,
          },
          {
            sku: 'C',
            karatId: 1,
            shadeId: 1,
            qualityId: 1,
            totalCarat: 0.5,
            tradePrice: 90,
            weight: 3,
            stock: 1,
          },
        ],
      }),
    );
    const plan = planVariants(
      state,
      [
        { id: 'id-a', sku: 'A', stock: 2 },
        { id: 'id-b', sku: 'B', stock: 0 },
      ],
      () => 7,
    );
    expect(plan.removed).toEqual(['id-b']);
    expect(plan.updated.map((row) => [row.id, row.stock_quantity, row.metal_id, row.is_default])).toEqual([
      ['id-a', 5, 7, true],
    ]);
    expect(plan.added.map((row) => [row.sku, row.trade_price, row.is_default])).toEqual([
      ['C', '90.00', false],
    ]);
    // Only kept variants whose stock changed are a stock take for orders.
    expect(plan.stockSet).toEqual([{ variantId: 'id-a', sku: 'A', onHand: 5 }]);
  });

  it('sets no stock for a kept variant whose stock is unchanged', () => {
    const plan = planVariants(stateOfInput(input()), [{ id: 'id-a', sku: 'A', stock: 2 }], () => 1);
    expect(plan.stockSet).toEqual([]);
    expect(plan.added.map((row) => row.sku)).toEqual(['B']);
  });
});
