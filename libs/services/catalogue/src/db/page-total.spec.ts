import { pageTotal } from './page-total';

describe('pageTotal', () => {
  it('knows the total from a last page that is not full', () => {
    expect(pageTotal(1, 20, 3)).toBe(3);
    expect(pageTotal(3, 20, 5)).toBe(45);
    expect(pageTotal(1, 20, 0)).toBe(0);
  });

  it('leaves the count to the caller for a full page or an empty page past the first', () => {
    expect(pageTotal(1, 20, 20)).toBeNull();
    expect(pageTotal(4, 20, 0)).toBeNull();
  });
});
