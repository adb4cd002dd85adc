import { MENU_LIST_MAPPING } from '@atelier/contracts/catalogue';
import { buildMenuTree } from '../menu/menu-tree';
import { DEMO_MENU, flattenMenu, type MenuSeed } from './demo-menu';

function counter(): () => string {
  let n = 0;
  return () => `id-${++n}`;
}

function all(items: readonly MenuSeed[]): MenuSeed[] {
  return items.flatMap((item) => [item, ...all(item.menu ?? [])]);
}

describe('demo menu', () => {
  it('has a top item for every fixed search list of the spec', () => {
    const topPaths = DEMO_MENU.map((item) => item.urlPath);
    for (const path of Object.keys(MENU_LIST_MAPPING)) expect(topPaths).toContain(path);
  });

  it('shows the NEW badge on Mounts, Kids Jewellery and Lab Special Offers', () => {
    const badged = DEMO_MENU.filter((item) => item.isNew).map((item) => item.title);
    expect(badged).toEqual(expect.arrayContaining(['Mounts', 'Kids Jewellery', 'Lab Special Offers']));
  });

  it('has a submenu of more than 9 entries, so the two-column split shows', () => {
    expect(all(DEMO_MENU).some((item) => (item.menu?.length ?? 0) > 9)).toBe(true);
  });

  it('uses url_paths that are URL-safe slugs', () => {
    for (const item of all(DEMO_MENU)) expect(item.urlPath).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('flattens to rows that rebuild the same tree', () => {
    const rows = flattenMenu('tenant', DEMO_MENU, counter());
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.every((r) => r.tenantId === 'tenant')).toBe(true);
    const strip = (items: readonly MenuSeed[]): unknown[] =>
      items.map((item) => ({ title: item.title, menu: strip(item.menu ?? []) }));
    const rebuilt = buildMenuTree(rows);
    const stripNodes = (nodes: ReturnType<typeof buildMenuTree>): unknown[] =>
      nodes.map((node) => ({ title: node.title, menu: stripNodes(node.menu) }));
    expect(stripNodes(rebuilt)).toEqual(strip(DEMO_MENU));
  });

  it('names the menu in the other languages, leaving untranslated titles to the English fallback', () => {
    const rows = flattenMenu('tenant', DEMO_MENU, counter());
    const kids = rows.find((row) => row.urlPath === 'kids-jewellery');
    expect(kids?.titles).toMatchObject({ sv: 'Barnsmycken', de: 'Kinderschmuck' });
    const viewAll = rows.find((row) => row.title === 'View All Rings');
    expect(viewAll?.titles['sv']).toBe('Visa alla ringar');
    const halo = rows.find((row) => row.title === 'Halo');
    expect(halo?.titles).toEqual({});
  });

  it('writes parents before their children', () => {
    const rows = flattenMenu('tenant', DEMO_MENU, counter());
    const seen = new Set<string>();
    for (const r of rows) {
      if (r.parentId !== null) expect(seen.has(r.parentId)).toBe(true);
      seen.add(r.id);
    }
  });
});
