import { idRange } from './search-index.loader';

describe('build ranges', () => {
  it('cover every uuid once, in order', () => {
    const ranges = Array.from({ length: 16 }, (_, part) => idRange(part));
    expect(ranges[0]?.from).toBe('00000000-0000-0000-0000-000000000000');
    expect(ranges[15]?.to).toBeNull();
    for (let part = 1; part < 16; part += 1) expect(ranges[part]?.from).toBe(ranges[part - 1]?.to);
    expect(ranges[10]?.from).toBe('a0000000-0000-0000-0000-000000000000');
  });
});
