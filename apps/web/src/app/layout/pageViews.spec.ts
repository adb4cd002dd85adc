import { countsAsPageView } from './pageViews';

describe('countsAsPageView', () => {
  it('counts storefront pages in any language', () => {
    expect(countsAsPageView('/')).toBe(true);
    expect(countsAsPageView('/sv/search-designs/rings')).toBe(true);
  });

  it('leaves out the back office and over-long paths', () => {
    expect(countsAsPageView('/Admin/customer_remove')).toBe(false);
    expect(countsAsPageView('/de/admin-home')).toBe(false);
    expect(countsAsPageView('/admin-login')).toBe(false);
    expect(countsAsPageView(`/${'x'.repeat(400)}`)).toBe(false);
  });
});
