import { checkRateLines, metalPriceCents, metalValueCents, rateChanges, tradeCentsOf } from './metal-price';

describe('metalValueCents', () => {
  it('is weight x rate per gram, rounded half up to the penny', () => {
    // 3.45 g x 52.37 = 180.6765 -> 180.68.
    expect(metalValueCents(3.45, 52.37)).toBe(18068);
    // 2.5 g x 0.01 = 0.025 -> 0.03 (half up).
    expect(metalValueCents('2.50', '0.01')).toBe(3);
    expect(metalValueCents(0, 52.37)).toBe(0);
  });

  it('stays exact where binary fractions would not', () => {
    // 1.1 x 1.1 = 1.21 exactly (1.1 * 1.1 in floating point is 1.2100000000000002).
    expect(metalValueCents(1.1, 1.1)).toBe(121);
    expect(metalValueCents('99999.99', '100000')).toBe(999_999_900_000);
  });
});

describe('metalPriceCents', () => {
  it('adds the making charge and the stones to the metal', () => {
    expect(metalPriceCents({ weightGrams: 4, ratePerGram: 50, makingCharge: 35.5, stonesValue: 120 })).toBe(
      20000 + 3550 + 12000,
    );
  });

  it('is a penny at least, so a weightless piece without charges still has a price', () => {
    expect(metalPriceCents({ weightGrams: 0, ratePerGram: 50, makingCharge: 0, stonesValue: 0 })).toBe(1);
  });
});

describe('tradeCentsOf', () => {
  const parts = { weightGrams: 2, makingCharge: 10, stonesValue: 0 };

  it('keeps a fixed design fixed whatever the rate', () => {
    expect(tradeCentsOf('fixed', 12345, parts, 80)).toBe(12345);
  });

  it('follows the rate for a metal-priced design', () => {
    expect(tradeCentsOf('metal', 12345, parts, 40)).toBe(9000);
    expect(tradeCentsOf('metal', 12345, parts, 45)).toBe(10000);
  });

  it('keeps the last price of a metal-priced design while its fineness has no rate', () => {
    expect(tradeCentsOf('metal', 12345, parts, null)).toBe(12345);
    expect(tradeCentsOf('metal', 12345, parts, undefined)).toBe(12345);
  });
});

describe('rateChanges', () => {
  it('lists only rates that move, with the rate before', () => {
    const current = new Map([
      [1, 5000],
      [2, 3000],
    ]);
    expect(
      rateChanges(current, [
        { metalId: 1, karatId: 1, ratePerGram: 50 },
        { metalId: 1, karatId: 2, ratePerGram: 31.2 },
        { metalId: 2, karatId: 7, ratePerGram: 25 },
      ]),
    ).toEqual([
      { metalId: 1, karatId: 2, oldCents: 3000, newCents: 3120 },
      { metalId: 2, karatId: 7, oldCents: null, newCents: 2500 },
    ]);
  });

  it('takes the last line of a fineness named twice', () => {
    expect(
      rateChanges(new Map(), [
        { metalId: 1, karatId: 1, ratePerGram: 50 },
        { metalId: 1, karatId: 1, ratePerGram: 51 },
      ]),
    ).toEqual([{ metalId: 1, karatId: 1, oldCents: null, newCents: 5100 }]);
  });
});

describe('checkRateLines', () => {
  const karates = [
    { _id: 1, metal_id: 1 },
    { _id: 2, metal_id: 2 },
  ];

  it('names the field of an unknown metal, an unknown fineness and a fineness of another metal', () => {
    expect(
      checkRateLines(
        [
          { metalId: 1, karatId: 1 },
          { metalId: 99, karatId: 1 },
          { metalId: 1, karatId: 42 },
          { metalId: 1, karatId: 2 },
        ],
        new Set([1, 2]),
        karates,
      ),
    ).toEqual({
      'rates.1.metalId': [{ key: 'catalogue.validation.unknownValue', params: { value: 99 } }],
      'rates.2.karatId': [{ key: 'catalogue.validation.unknownValue', params: { value: 42 } }],
      'rates.3.karatId': [{ key: 'catalogue.validation.karatOfMetal' }],
    });
  });

  it('finds nothing wrong with good lines', () => {
    expect(checkRateLines([{ metalId: 2, karatId: 2 }], new Set([1, 2]), karates)).toEqual({});
  });
});
