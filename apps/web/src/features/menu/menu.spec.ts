import type { MenuNode } from '../../api/types';
import { stateAfter } from '../../test/test-utils';
import { routeChanged } from '../layout/layoutSlice';
import { childPath, grandchildPath, normaliseMenu, shouldSplitColumn, topItemPath } from './menuPaths';
import { selectExpandedMenuId, selectMenuItems, selectMobileMenuOpen } from './menuSelectors';
import { menuLoaded, mobileMenuToggled, submenuToggled } from './menuSlice';

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

  it('narrows second-level entries by style when flagged', () => {
    const child = node({ url_path: 'solitaire' });
    expect(grandchildPath({ url_path: 'rings' }, child, node({ url_path: 'claw', is_style: true }))).toBe(
      '/search-designs/menu?category=rings&subCategory=solitaire&style=claw',
    );
  });

  it('splits a column of more than 9 entries', () => {
    expect(shouldSplitColumn(new Array(9).fill(0))).toBe(false);
    expect(shouldSplitColumn(new Array(10).fill(0))).toBe(true);
  });

  it('accepts the list in data or data.data', () => {
    const items = [{ _id: 'm', title: 'Rings', url_path: 'rings' }];
    expect(normaliseMenu(items)).toBe(items);
    expect(normaliseMenu({ data: items })).toBe(items);
    expect(normaliseMenu(null)).toEqual([]);
  });
});
