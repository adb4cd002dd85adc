import { parsePastedRows, toRequestRows } from './quickOrderRows';

describe('parsePastedRows', () => {
  it('reads tab, comma and semicolon separated lines and skips a header', () => {
    expect(parsePastedRows('code\tquantity\nR100\t2\nSKU-1,3\n\nR200;4\nR300')).toEqual([
      { code: 'R100', quantity: '2' },
      { code: 'SKU-1', quantity: '3' },
      { code: 'R200', quantity: '4' },
      { code: 'R300', quantity: '1' },
    ]);
  });

  it('keeps a bad quantity as typed, for the server to name', () => {
    expect(toRequestRows(parsePastedRows('R100,two'))).toEqual([{ code: 'R100', quantity: 'two' }]);
  });
});
