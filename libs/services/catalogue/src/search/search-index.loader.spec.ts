import { idRange, parseOffers, parseShadeImages } from './search-index.loader';

describe('build ranges', () => {
  it('cover every uuid once, in order', () => {
    const ranges = Array.from({ length: 16 }, (_, part) => idRange(part));
    expect(ranges[0]?.from).toBe('00000000-0000-0000-0000-000000000000');
    expect(ranges[15]?.to).toBeNull();
    for (let part = 1; part < 16; part += 1) expect(ranges[part]?.from).toBe(ranges[part - 1]?.to);
    expect(ranges[10]?.from).toBe('a0000000-0000-0000-0000-000000000000');
  });
});

describe("a card's sources as loaded", () => {
  it("ties each offer to its variant's place, in pence and microseconds", () => {
    expect(
      parseOffers('v2,special,12.50,1700000000000001,1800000000000000;v9,clearance,3.00,1,2', ['v1', 'v2']),
    ).toEqual([
      { kind: 'special', variant: 1, cents: 1250, starts: 1700000000000001, ends: 1800000000000000 },
      { kind: 'clearance', variant: -1, cents: 300, starts: 1, ends: 2 },
    ]);
    expect(parseOffers(null, ['v1'])).toEqual([]);
    expect(parseOffers('v1,unknown,1.00,1,2', ['v1'])).toEqual([]);
  });

  it("keeps each shade's picture, and nothing for a design without any", () => {
    expect(parseShadeImages('[[3,"u-abc"],[5,"key,with;marks"]]')).toEqual(
      new Map([
        [3, 'u-abc'],
        [5, 'key,with;marks'],
      ]),
    );
    expect(parseShadeImages(null)).toBeNull();
  });
});
