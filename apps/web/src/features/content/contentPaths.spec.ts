import { configureBrandSlug } from '../../shared/brand';
import { contentPagePath, contentPageRoutes } from './contentPaths';

describe('footer page paths', () => {
  afterEach(() => configureBrandSlug('atelier'));

  it('serves the brand page at /why-{brand} and the others at their own names', () => {
    expect(contentPagePath('why-us')).toBe('/why-atelier');
    expect(contentPagePath('term-condition-old')).toBe('/term-condition-old');
    expect(contentPageRoutes().map((route) => route.path)).toEqual([
      'why-atelier',
      'terms-conditions',
      'term-condition-old',
      'cookies-policy',
      'how-to-order',
      'faq',
    ]);
  });

  it("takes the brand from the tenant's configuration, ignoring one that is not a URL segment", () => {
    configureBrandSlug('Lumen');
    expect(contentPagePath('why-us')).toBe('/why-lumen');
    configureBrandSlug('../evil');
    expect(contentPagePath('why-us')).toBe('/why-lumen');
  });
});
