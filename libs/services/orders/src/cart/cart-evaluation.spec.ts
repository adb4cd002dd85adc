import { evaluateLines, knownFacts, regularPenceOf, variantIdsOf } from './cart-evaluation';
import { cartLineFields, variantFact } from './cart-line.fixture';

const fact = variantFact;
const level = (available: number) => ({ onHand: available, reserved: 0, available });
const engraving = cartLineFields('e', 2, { isEngravingCharge: true, unitTradePence: 500 });

describe('variantIdsOf', () => {
  it('names each ordered variant once and leaves out the engraving-charges line', () => {
    const lines = [
      cartLineFields('1', 1, { variantId: 'a' }),
      cartLineFields('2', 1, { variantId: 'a', size: 'M' }),
      cartLineFields('3', 1, { variantId: 'b' }),
      { ...engraving, variantId: 'c' },
    ];
    expect(variantIdsOf(lines)).toEqual(['a', 'b']);
  });
});

describe('knownFacts', () => {
  it('keeps only the facts the cart needs', () => {
    const known = new Map([
      ['a', fact('a')],
      ['z', fact('z')],
    ]);
    expect([...knownFacts(known, ['a', 'b']).keys()]).toEqual(['a']);
    expect(knownFacts(undefined, ['a']).size).toBe(0);
  });
});

describe('evaluateLines', () => {
  it('presents each line with its findings, the pieces available and the visible price', () => {
    const lines = [
      cartLineFields('1', 2, { variantId: 'a' }),
      cartLineFields('2', 1, { variantId: 'b', unitTradePence: 9000 }),
      engraving,
    ];
    const { findings, presented } = evaluateLines(
      lines,
      new Map([
        ['a', fact('a')],
        ['b', fact('b')],
      ]),
      new Map([
        ['a', level(5)],
        ['b', level(-2)],
      ]),
      [12000, 10800, null],
    );
    expect(findings.get('2')?.map((f) => f.code)).toContain('PRICE_CHANGED');
    expect(presented.map((p) => [p.row.id, p.available, p.visiblePence])).toEqual([
      ['1', 5, 12000],
      // Stock held by orders never shows below zero.
      ['2', 0, 10800],
      // The engraving-charges line has no stock of its own.
      ['e', null, null],
    ]);
    expect(presented[0].findings).toEqual([]);
  });

  it('finds a retired design and hides prices the caller may not see', () => {
    const { presented } = evaluateLines(
      [cartLineFields('1', 1, { variantId: 'a' })],
      new Map([['a', fact('a', { retired: true })]]),
      new Map([['a', level(3)]]),
      [],
    );
    expect(presented[0].findings.map((f) => f.code)).toEqual(['DESIGN_UNAVAILABLE']);
    expect(presented[0].visiblePence).toBeNull();
  });
});

describe('regularPenceOf (was/now in the cart)', () => {
  const discounted = fact('a', {
    trade_pence: 9000,
    discount: { id: 'd', kind: 'percent', value: 10, regular_pence: 10000 },
  });

  it("gives the price before the buyer's discount while the line has the discounted price", () => {
    const line = cartLineFields('1', 1, { variantId: 'a', unitTradePence: 9000 });
    expect(regularPenceOf(line, new Map([['a', discounted]]))).toBe(10000);
  });

  it('gives nothing for a stale price, a line without a discount or the engraving line', () => {
    expect(
      regularPenceOf(
        cartLineFields('1', 1, { variantId: 'a', unitTradePence: 10000 }),
        new Map([['a', discounted]]),
      ),
    ).toBeNull();
    expect(
      regularPenceOf(cartLineFields('1', 1, { variantId: 'a' }), new Map([['a', fact('a')]])),
    ).toBeNull();
    expect(regularPenceOf(engraving, new Map([['a', discounted]]))).toBeNull();
  });

  it('carries the visible was price to the presented line', () => {
    const { presented } = evaluateLines(
      [cartLineFields('1', 1, { variantId: 'a', unitTradePence: 9000 })],
      new Map([['a', discounted]]),
      new Map([['a', level(3)]]),
      [9000],
      [10000],
    );
    expect(presented[0].wasVisiblePence).toBe(10000);
  });
});
