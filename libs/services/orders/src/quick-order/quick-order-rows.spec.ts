import { variantFact } from '../cart/cart-line.fixture';
import {
  indexFacts,
  parseQuantity,
  planCartWrites,
  resolveRows,
  toQuickOrderVariant,
} from './quick-order-rows';

describe('parseQuantity', () => {
  it('takes whole numbers from 1 to the line maximum only', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('two')).toBeNull();
    expect(parseQuantity('1000')).toBeNull();
  });
});

describe('resolveRows', () => {
  const a = variantFact('1', { design_number: 'R100', sku: 'R100-18Y', shade: 'Yellow' });
  const b = variantFact('2', { design_number: 'R100', sku: 'R100-18W', shade: 'White' });
  const old = variantFact('3', { design_number: 'R200', sku: 'R200-1', retired: true });
  const facts = indexFacts([a, b, old]);

  it('finds a SKU case-blind and a design number by its shade', () => {
    const rows = resolveRows(
      [
        { code: 'r100-18w', quantity: '1' },
        { code: 'R100', quantity: '2', shade: 'yellow' },
      ],
      facts,
    );
    expect(rows.map((r) => r.fact?.variant_id)).toEqual(['2', '1']);
    expect(rows.every((r) => r.problem === null)).toBe(true);
  });

  it('names the problem of each bad row', () => {
    const rows = resolveRows(
      [
        { code: 'R100', quantity: '1' },
        { code: 'R100', quantity: '1', karat: '9K' },
        { code: 'R200', quantity: '1' },
        { code: 'X', quantity: '1' },
        { code: 'R100-18Y', quantity: '-1' },
      ],
      facts,
    );
    expect(rows.map((r) => [r.row, r.problem?.problem])).toEqual([
      [1, 'choose_variant'],
      [2, 'no_such_variant'],
      [3, 'retired'],
      [4, 'unknown'],
      [5, 'quantity'],
    ]);
  });
});

describe('planCartWrites', () => {
  it('merges rows of one variant, and holds a special offer to its stock across rows', () => {
    const plain = variantFact('1');
    const offer = variantFact('2', { is_special_offer: true });
    const rows = resolveRows(
      [
        { code: plain.sku, quantity: '2' },
        { code: plain.sku, quantity: '3' },
        { code: offer.sku, quantity: '2' },
        { code: offer.sku, quantity: '2' },
      ],
      indexFacts([plain, offer]),
    );
    const plan = planCartWrites(
      rows,
      [],
      new Map([
        ['1', 10],
        ['2', 3],
      ]),
    );
    expect(plan.writes.map((w) => [w.fact.variant_id, w.quantity])).toEqual([
      ['1', 5],
      ['2', 2],
    ]);
    expect(plan.problems.get(4)).toEqual({ problem: 'offer_limit', field: 'quantity', params: { n: 1 } });
  });

  it('adds to the stock line already in the cart and puts a variant without stock on a special order', () => {
    const plain = variantFact('1');
    const none = variantFact('2');
    const rows = resolveRows(
      [
        { code: plain.sku, quantity: '2' },
        { code: none.sku, quantity: '1' },
      ],
      indexFacts([plain, none]),
    );
    const existing = {
      id: 'line-1',
      variantId: '1',
      quantity: 4,
      orderType: 'stock' as const,
      isEngravingCharge: false,
      size: null,
      ringSize: null,
      engravingText: null,
    };
    const plan = planCartWrites(rows, [existing], new Map([['1', 10]]));
    expect(plan.writes).toEqual([
      { kind: 'update', lineId: 'line-1', quantity: 6, fact: plain },
      { kind: 'insert', quantity: 1, orderType: 'special', fact: none },
    ]);
  });
});

describe('toQuickOrderVariant', () => {
  it("discloses a lab-grown design in its name and flag, in the reader's language", () => {
    const lab = variantFact('v1', { design_name: 'Solitaire', lab_grown: true });
    expect(toQuickOrderVariant(lab, 'en')).toMatchObject({
      design_name: 'Solitaire (Lab grown)',
      labGrown: true,
    });
    expect(toQuickOrderVariant(lab, 'sv').design_name).toBe('Solitaire (Labbodlad)');
    const natural = variantFact('v2', { design_name: 'Solitaire' });
    expect(toQuickOrderVariant(natural, 'en')).toMatchObject({ design_name: 'Solitaire', labGrown: false });
  });
});
