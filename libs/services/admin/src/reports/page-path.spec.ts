import { normalisePagePath, viewDay } from './page-path';

describe('normalisePagePath', () => {
  it('drops query, fragment and trailing slashes', () => {
    expect(normalisePagePath('/search-designs/rings/?page=2#top')).toBe('/search-designs/rings');
    expect(normalisePagePath('//cart//')).toBe('/cart');
  });

  it('counts a language prefix as the same page', () => {
    expect(normalisePagePath('/sv/cart')).toBe('/cart');
    expect(normalisePagePath('/de')).toBe('/');
    expect(normalisePagePath('/service/x')).toBe('/service/x');
  });

  it('keeps the root', () => {
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('/?x=1')).toBe('/');
  });
});

describe('viewDay', () => {
  it('is the UTC day', () => {
    expect(viewDay(new Date('2026-03-01T23:30:00-02:00'))).toBe('2026-03-02');
  });
});
