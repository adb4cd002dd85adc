import { computeTotals, penceToPounds, poundsToPence, vatOf } from './money';

describe('money', () => {
  it('converts pounds to pence without float noise', () => {
    expect(poundsToPence('1500.50')).toBe(150050);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence(4.35)).toBe(435);
    expect(penceToPounds(123456)).toBe(1234.56);
  });

  it('rounds VAT half up to the penny', () => {
    expect(vatOf(1234, 2000)).toBe(247); // 246.8
    expect(vatOf(1, 2000)).toBe(0); // 0.2
    expect(vatOf(3, 2000)).toBe(1); // 0.6
    expect(vatOf(25, 2000)).toBe(5);
    expect(vatOf(10000, 0)).toBe(0);
  });

  it('adds up an order: lines, engraving, carriage, postage and VAT on each', () => {
    const totals = computeTotals(
      [
        { unitPence: 121520, quantity: 2, engravePencePerPiece: 1000 },
        { unitPence: 9999, quantity: 1, engravePencePerPiece: 0 },
      ],
      1000,
      450,
      2000,
    );
    expect(totals.netPence).toBe(253039);
    expect(totals.engravingPence).toBe(2000);
    expect(totals.lines[0]).toEqual({
      netPence: 243040,
      vatPence: 48608,
      engravePence: 2000,
      totalPence: 291648,
    });
    expect(totals.lines[1].vatPence).toBe(2000); // 1999.8
    // 48608 + 400 (engraving) + 2000 + 200 (carriage) + 90 (postage)
    expect(totals.vatPence).toBe(51298);
    expect(totals.grandPence).toBe(253039 + 2000 + 1000 + 450 + 51298);
  });

  it('charges no VAT to customers who are not VAT-applicable', () => {
    const totals = computeTotals([{ unitPence: 5000, quantity: 3, engravePencePerPiece: 0 }], 1000, 0, 0);
    expect(totals).toMatchObject({ netPence: 15000, vatPence: 0, grandPence: 16000 });
  });
});
