import { formatDisplayDate, padReference } from '@atelier/contracts/orders';
import { orderNumberText, seOrderNumberText, variantDescription } from './format';

describe('display formats (spec section 9)', () => {
  it('shows dates as DD MMM, YYYY in UTC', () => {
    expect(formatDisplayDate('2026-03-05T23:30:00-02:00')).toBe('06 Mar, 2026');
    expect(formatDisplayDate(new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe('31 Dec, 2026');
  });

  it('pads reference numbers to 5 digits', () => {
    expect(padReference(7)).toBe('00007');
    expect(padReference(123456)).toBe('123456');
    expect(orderNumberText(42)).toBe('AT00042');
    expect(seOrderNumberText(3)).toBe('SE00003');
    expect(seOrderNumberText(null)).toBeNull();
  });

  it('describes a variant', () => {
    expect(variantDescription({ karat: '18K', shade: 'White Gold', quality: 'GH-SI', totalCarat: 0.5 })).toBe(
      '18K White Gold, GH-SI, 0.5 ct',
    );
    expect(variantDescription({ karat: '9K', shade: null, quality: null, totalCarat: 0 })).toBe('9K');
  });
});
