import { renewalRows, textArray } from './record-claims';

describe('textArray', () => {
  it('quotes every value, escaping quotes and backslashes', () => {
    expect(textArray(['A-1', 'say "hi"', 'back\\slash', 'a,b'])).toBe(
      '{"A-1","say \\"hi\\"","back\\\\slash","a,b"}',
    );
  });

  it('writes an empty array for no values', () => {
    expect(textArray([])).toBe('{}');
  });
});

describe('renewalRows', () => {
  it('lists every claimed key of every claim held, with its tenant, kind and claim name', () => {
    const rows = renewalRows([
      {
        tenantId: 't1',
        kind: 'stock',
        claim: {
          token: 'a',
          versions: new Map([
            ['SKU-1', 3],
            ['SKU-2', -1],
          ]),
        },
      },
      { tenantId: 't1', kind: 'design', claim: { token: 'b', versions: new Map([['D-1', 1]]) } },
      { tenantId: 't2', kind: 'stock', claim: { token: 'c', versions: new Map() } },
    ]);
    expect(rows).toEqual({
      tenants: ['t1', 't1', 't1'],
      kinds: ['stock', 'stock', 'design'],
      keys: ['SKU-1', 'SKU-2', 'D-1'],
      tokens: ['a', 'a', 'b'],
    });
  });
});
