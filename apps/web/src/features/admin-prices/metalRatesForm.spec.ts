import { formFieldOf, metalRatesValues, rateProblem, toRateLines } from './metalRatesForm';

describe('metal rates form', () => {
  it('shows each rate with two decimals and a blank where none is set', () => {
    expect(
      metalRatesValues([
        {
          metalId: 1,
          metal: 'Gold',
          karatId: 3,
          karat: '18K',
          purity: 750,
          ratePerGram: 52.4,
          updatedAt: null,
          updatedBy: null,
        },
        {
          metalId: 2,
          metal: 'Platinum',
          karatId: 9,
          karat: 'PT950',
          purity: 950,
          ratePerGram: null,
          updatedAt: null,
          updatedBy: null,
        },
      ]),
    ).toEqual({
      rates: [
        { metalId: 1, karatId: 3, ratePerGram: '52.40' },
        { metalId: 2, karatId: 9, ratePerGram: '' },
      ],
    });
  });

  it('refuses a negative, malformed or out-of-range rate, and clearing one that was set', () => {
    expect(rateProblem('-5', false)).toBe('number');
    expect(rateProblem('12.345', false)).toBe('number');
    expect(rateProblem('abc', false)).toBe('number');
    expect(rateProblem('0', false)).toBe('range');
    expect(rateProblem('100001', false)).toBe('range');
    expect(rateProblem('', true)).toBe('required');
    expect(rateProblem('', false)).toBeNull();
    expect(rateProblem('52,40', true)).toBeNull();
  });

  it('sends the rows with a rate and maps the server fields back to their rows', () => {
    const { lines, rowOf } = toRateLines({
      rates: [
        { metalId: 1, karatId: 3, ratePerGram: '' },
        { metalId: 1, karatId: 4, ratePerGram: '31,5' },
        { metalId: 2, karatId: 9, ratePerGram: '28' },
      ],
    });
    expect(lines).toEqual([
      { metalId: 1, karatId: 4, ratePerGram: 31.5 },
      { metalId: 2, karatId: 9, ratePerGram: 28 },
    ]);
    expect(formFieldOf('rates.1.ratePerGram', rowOf)).toBe('rates.2.ratePerGram');
    expect(formFieldOf('rates', rowOf)).toBe('rates');
  });
});
