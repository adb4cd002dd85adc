import { allocate, checkLines, type LineToCheck } from './cart-checks';
import { variantFact } from './cart-line.fixture';

const fact = variantFact;

const line = (id: string, variantId: string, quantity: number, overrides: Partial<LineToCheck> = {}) => ({
  id,
  variantId,
  quantity,
  orderType: 'stock' as const,
  isEngravingCharge: false,
  unitTradePence: 10000,
  ...overrides,
});

const codes = (findings: Map<string, Array<{ code: string }>>, id: string) =>
  (findings.get(id) ?? []).map((f) => f.code);

describe('checkLines (spec section 8 cart messages)', () => {
  it('finds nothing for an in-stock line at the captured price', () => {
    const findings = checkLines([line('a', 'v1', 2)], new Map([['v1', fact('v1')]]), new Map([['v1', 5]]));
    expect(codes(findings, 'a')).toEqual([]);
  });

  it('says the price changed when the catalogue price differs from the captured one', () => {
    const findings = checkLines(
      [line('a', 'v1', 1, { unitTradePence: 9000 })],
      new Map([['v1', fact('v1')]]),
      new Map([['v1', 5]]),
    );
    expect(codes(findings, 'a')).toEqual(['PRICE_CHANGED']);
  });

  it('asks for an available quantity, or to remove the line, on stock shortfalls', () => {
    const facts = new Map([['v1', fact('v1')]]);
    expect(codes(checkLines([line('a', 'v1', 4)], facts, new Map([['v1', 3]])), 'a')).toEqual([
      'SELECT_AVAILABLE_QUANTITY',
    ]);
    expect(codes(checkLines([line('a', 'v1', 1)], facts, new Map([['v1', 0]])), 'a')).toEqual([
      'REMOVE_ITEM',
    ]);
  });

  it('counts two lines of one variant against the same pieces', () => {
    const findings = checkLines(
      [line('a', 'v1', 2), line('b', 'v1', 2)],
      new Map([['v1', fact('v1')]]),
      new Map([['v1', 3]]),
    );
    expect(codes(findings, 'a')).toEqual([]);
    expect(codes(findings, 'b')).toEqual(['SELECT_AVAILABLE_QUANTITY']);
  });

  it('has special-offer messages with the available quantity', () => {
    const facts = new Map([['v1', fact('v1', { is_special_offer: true })]]);
    const max = checkLines([line('a', 'v1', 5)], facts, new Map([['v1', 2]]));
    expect(max.get('a')).toEqual([{ code: 'SPECIAL_OFFER_MAX_QUANTITY', n: 2 }]);
    expect(codes(checkLines([line('a', 'v1', 1)], facts, new Map([['v1', 0]])), 'a')).toEqual([
      'SPECIAL_OFFER_OUT_OF_STOCK',
    ]);
  });

  it("limits a variant's offer to its maximum per order across the cart's lines, and to stock", () => {
    const offer = { id: 'o1', kind: 'special' as const, max_quantity: 3, regular_pence: 20000 };
    const facts = new Map([['v1', fact('v1', { is_special_offer: true, offer })]]);
    const findings = checkLines([line('a', 'v1', 2), line('b', 'v1', 2)], facts, new Map([['v1', 10]]));
    expect(findings.get('a')).toEqual([]);
    expect(findings.get('b')).toEqual([{ code: 'SPECIAL_OFFER_MAX_QUANTITY', n: 1 }]);
    const short = checkLines([line('a', 'v1', 3)], facts, new Map([['v1', 2]]));
    expect(short.get('a')).toEqual([{ code: 'SPECIAL_OFFER_MAX_QUANTITY', n: 2 }]);
  });

  it('treats a clearance offer as an offer line too', () => {
    const offer = { id: 'o1', kind: 'clearance' as const, max_quantity: 1, regular_pence: 20000 };
    const facts = new Map([['v1', fact('v1', { is_clearance: true, offer })]]);
    expect(checkLines([line('a', 'v1', 2)], facts, new Map([['v1', 10]])).get('a')).toEqual([
      { code: 'SPECIAL_OFFER_MAX_QUANTITY', n: 1 },
    ]);
  });

  it('does not check stock of special-order lines, nor the engraving line', () => {
    const findings = checkLines(
      [
        line('a', 'v1', 9, { orderType: 'special' }),
        {
          id: 'e',
          variantId: null,
          quantity: 9,
          orderType: 'stock',
          isEngravingCharge: true,
          unitTradePence: 1000,
        },
      ],
      new Map([['v1', fact('v1')]]),
      new Map([['v1', 0]]),
    );
    expect(codes(findings, 'a')).toEqual([]);
    expect(codes(findings, 'e')).toEqual([]);
  });

  it('flags retired or unknown designs', () => {
    const findings = checkLines(
      [line('a', 'v1', 1), line('b', 'v2', 1)],
      new Map([['v1', fact('v1', { retired: true })]]),
      new Map(),
    );
    expect(codes(findings, 'a')).toEqual(['DESIGN_UNAVAILABLE']);
    expect(codes(findings, 'b')).toEqual(['DESIGN_UNAVAILABLE']);
  });
});

describe('allocate (placement)', () => {
  const stock = (id: string, variantId: string, quantity: number, isSpecialOffer = false) => ({
    id,
    variantId,
    quantity,
    orderType: 'stock' as const,
    isSpecialOffer,
  });

  it('takes stock first and turns the rest of a line into special order', () => {
    const result = allocate([stock('a', 'v1', 3), stock('b', 'v1', 2)], new Map([['v1', 4]]));
    expect(result).toEqual({
      ok: true,
      lines: [
        { id: 'a', stockQty: 3, specialQty: 0 },
        { id: 'b', stockQty: 1, specialQty: 1 },
      ],
    });
  });

  it('never allocates more than is available, even with nothing left', () => {
    const result = allocate([stock('a', 'v1', 2)], new Map([['v1', 0]]));
    expect(result).toEqual({ ok: true, lines: [{ id: 'a', stockQty: 0, specialQty: 2 }] });
  });

  it('refuses a special offer that is short of stock', () => {
    const result = allocate([stock('a', 'v1', 3, true)], new Map([['v1', 1]]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.get('a')).toEqual({ code: 'SPECIAL_OFFER_MAX_QUANTITY', n: 1 });
  });

  it('refuses more of an offer than its maximum per order, even with stock', () => {
    const result = allocate(
      [
        { ...stock('a', 'v1', 2, true), maxQuantity: 3 },
        { ...stock('b', 'v1', 2, true), maxQuantity: 3 },
      ],
      new Map([['v1', 10]]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems.get('b')).toEqual({ code: 'SPECIAL_OFFER_MAX_QUANTITY', n: 1 });
      expect(result.problems.has('a')).toBe(false);
    }
  });

  it('keeps special-order lines special', () => {
    const result = allocate(
      [{ id: 'a', variantId: 'v1', quantity: 2, orderType: 'special', isSpecialOffer: false }],
      new Map([['v1', 9]]),
    );
    expect(result).toEqual({ ok: true, lines: [{ id: 'a', stockQty: 0, specialQty: 2 }] });
  });
});
