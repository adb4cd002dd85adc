import type { MenuNode } from '../../api/types';
import { stateAfter } from '../../test/test-utils';
import { routeChanged } from '../../app/layout/layoutSlice';
import {
  childPath,
  columnHalves,
  grandchildPath,
  normaliseMenu,
  shouldSplitColumn,
  topItemPath,
} from './menuPaths';
import {
  selectExpandedMenuId,
  selectMenuHoverSuppressed,
  selectMenuItems,
  selectMobileMenuOpen,
} from './menuSelectors';
import { menuLinkClicked, menuLoaded, menuPointerLeft, mobileMenuToggled, submenuToggled } from './menuSlice';

const node = (overrides: Partial<MenuNode>): MenuNode => ({
  _id: 'n',
  title: 'T',
  url_path: 'p',
  ...overrides,
});

describe('menu slice', () => {
  it('stores the loaded items', () => {
    const items = [{ _id: 'm1', title: 'Rings', url_path: 'rings' }];
    expect(selectMenuItems(stateAfter(menuLoaded(items)))).toEqual(items);
  });

  it('toggles the mobile menu and one submenu at a time', () => {
    const state = stateAfter(mobileMenuToggled(), submenuToggled('a'), submenuToggled('b'));
    expect(selectMobileMenuOpen(state)).toBe(true);
    expect(selectExpandedMenuId(state)).toBe('b');
    expect(selectExpandedMenuId(stateAfter(submenuToggled('a'), submenuToggled('a')))).toBeNull();
  });

  it('closes on every route change', () => {
    const state = stateAfter(mobileMenuToggled(), submenuToggled('a'), routeChanged('/de/faq'));
    expect(selectMobileMenuOpen(state)).toBe(false);
    expect(selectExpandedMenuId(state)).toBeNull();
    expect(selectMenuHoverSuppressed(state)).toBe(false);
  });

  it('keeps dropdowns shut after a menu click until the pointer leaves the menu', () => {
    const clicked = stateAfter(submenuToggled('a'), menuLinkClicked());
    expect(selectMenuHoverSuppressed(clicked)).toBe(true);
    expect(selectExpandedMenuId(clicked)).toBeNull();
    expect(selectMenuHoverSuppressed(stateAfter(menuLinkClicked(), menuPointerLeft()))).toBe(false);
  });
});

describe('menu paths', () => {
  it.each([
    ['new-lines', '/search-designs/new_arrival'],
    ['lab-grown', '/search-designs/lab_grown_products'],
    ['certified-jewellery', '/search-designs/certified_jewellery'],
    ['clearance-sale', '/search-designs/clearance_sale'],
    ['special-offer', '/search-designs/special_offer'],
    ['rings', '/design-category/rings'],
  ])('maps the top item %s to %s', (urlPath, expected) => {
    expect(topItemPath({ url_path: urlPath })).toBe(expected);
  });

  it('sends children to the menu search with category, subcategory and sort', () => {
    expect(childPath({ url_path: 'rings' }, node({ url_path: 'solitaire', sort_by: 'newest' }))).toBe(
      '/search-designs/menu?category=rings&subCategory=solitaire&sort_by=newest',
    );
    expect(childPath({ url_path: 'rings' }, node({ url: '/search-designs/clearance_sale' }))).toBe(
      '/search-designs/clearance_sale',
    );
    expect(
      childPath({ url_path: 'rings' }, node({ url_path: 'halo', url: 'https://elsewhere.example' })),
    ).toBe('/search-designs/menu?category=rings&subCategory=halo');
  });

  it('sends an entry to category, its submenu and style=<entry>, style flag or not (API.md)', () => {
    const byStyle = node({ url_path: 'rings-by-style', is_style: true });
    expect(
      grandchildPath(
        { url_path: 'rings' },
        byStyle,
        node({ url_path: 'solitaire', is_style: true, sort_by: 'total_carat' }),
      ),
    ).toBe(
      '/search-designs/menu?category=rings&subCategory=rings-by-style&style=solitaire&sort_by=total_carat',
    );
    expect(
      grandchildPath(
        { url_path: 'rings' },
        node({ url_path: 'rings-by-gemstone' }),
        node({ url_path: 'ruby' }),
      ),
    ).toBe('/search-designs/menu?category=rings&subCategory=rings-by-gemstone&style=ruby');
  });

  it("follows an entry's own url, but only to a page of this site", () => {
    const child = node({ url_path: 'rings-by-style' });
    expect(
      grandchildPath(
        { url_path: 'rings' },
        child,
        node({ url_path: 'mounts', url: '/design-category/mounts' }),
      ),
    ).toBe('/design-category/mounts');
    expect(
      grandchildPath({ url_path: 'rings' }, child, node({ url_path: 'halo', url: '//evil.example/x' })),
    ).toBe('/search-designs/menu?category=rings&subCategory=rings-by-style&style=halo');
  });

  it('sends a top item with its own url there, and other top items to /design-category by url_path', () => {
    expect(topItemPath({ url_path: 'rings', url: '/search-designs/menu?category=rings&viewAll=true' })).toBe(
      '/search-designs/menu?category=rings&viewAll=true',
    );
    expect(topItemPath({ url_path: 'kids jewellery' })).toBe('/design-category/kids%20jewellery');
  });

  it('splits a column of more than 9 entries into two halves, the first one longer', () => {
    expect(shouldSplitColumn(new Array(9).fill(0))).toBe(false);
    expect(shouldSplitColumn(new Array(10).fill(0))).toBe(true);
    expect(columnHalves([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(columnHalves([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(columnHalves([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11],
    ]);
  });

  it('accepts the list in data or data.data', () => {
    const items = [{ _id: 'm', title: 'Rings', url_path: 'rings' }];
    expect(normaliseMenu(items)).toBe(items);
    expect(normaliseMenu({ data: items })).toBe(items);
    expect(normaliseMenu(null)).toEqual([]);
  });
});
