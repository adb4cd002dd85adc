/** One menu entry as the seeder writes it; unset flags default to false and unset links to null. */
export interface MenuSeed {
  title: string;
  urlPath: string;
  isSubmenu1Clickable?: boolean;
  isStyle?: boolean;
  url?: string;
  sortBy?: string;
  isNew?: boolean;
  menu?: MenuSeed[];
}

const slug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Entries of a "Shop by Style" group: the storefront searches them with `style=<url_path>`. */
const styles = (titles: string[], extra: Record<string, Partial<MenuSeed>> = {}): MenuSeed[] =>
  titles.map((title) => ({ title, urlPath: slug(title), isStyle: true, ...extra[title] }));

/** Entries searched by sub-category (gemstone, metal) rather than by style. */
const entries = (titles: string[]): MenuSeed[] => titles.map((title) => ({ title, urlPath: slug(title) }));

const GEMSTONES = ['Diamond', 'Sapphire', 'Ruby', 'Emerald', 'Tanzanite', 'Aquamarine', 'Morganite', 'Pearl'];
const METALS = ['Platinum', '18ct White Gold', '18ct Yellow Gold', '18ct Rose Gold', '9ct Gold', 'Two Tone'];

/** The three submenus every product category has, plus its own clickable shortcuts. */
function category(
  title: string,
  urlPath: string,
  styleTitles: string[],
  options: { styleExtra?: Record<string, Partial<MenuSeed>>; gemstones?: string[] } = {},
): MenuSeed {
  return {
    title,
    urlPath,
    menu: [
      {
        title: 'Shop by Style',
        urlPath: `${urlPath}-by-style`,
        isStyle: true,
        menu: styles(styleTitles, options.styleExtra),
      },
      {
        title: 'Shop by Gemstone',
        urlPath: `${urlPath}-by-gemstone`,
        menu: entries(options.gemstones ?? GEMSTONES),
      },
      { title: 'Shop by Metal', urlPath: `${urlPath}-by-metal`, menu: entries(METALS) },
      {
        title: 'Best Sellers',
        urlPath: `${urlPath}-best-sellers`,
        isSubmenu1Clickable: true,
        sortBy: 'best_selling',
      },
      {
        title: `View All ${title}`,
        urlPath: `${urlPath}-view-all`,
        isSubmenu1Clickable: true,
        url: `/search-designs/menu?category=${urlPath}&viewAll=true`,
        sortBy: 'newest',
      },
    ],
  };
}

/** A shortcut under a top item that opens one of the fixed search lists filtered by category. */
const listShortcut = (title: string, list: string, categoryPath: string): MenuSeed => ({
  title,
  urlPath: slug(title),
  isSubmenu1Clickable: true,
  url: `/search-designs/${list}?category=${categoryPath}`,
});

/**
 * The demo tenant's storefront menu, with the spec's labels (sections 2 and 9): the fixed lists
 * (New Lines, Lab Grown, Certified Jewellery, Special Offer, Clearance Sale) by their url_path, and
 * the NEW badge on Mounts, Kids Jewellery and Lab Special Offers.
 */
export const DEMO_MENU: readonly MenuSeed[] = [
  { title: 'New Lines', urlPath: 'new-lines', sortBy: 'newest' },
  category(
    'Rings',
    'rings',
    [
      'Solitaire',
      'Halo',
      'Three Stone',
      'Eternity',
      'Half Eternity',
      'Wedding Bands',
      'Cluster',
      'Dress Rings',
      'Signet',
      'Toi et Moi',
      'Stacking',
      'Mounts',
    ],
    {
      styleExtra: {
        Solitaire: { sortBy: 'total_carat' },
        Eternity: { sortBy: 'total_carat' },
        Mounts: { isNew: true, url: '/design-category/mounts' },
      },
    },
  ),
  category(
    'Earrings',
    'earrings',
    ['Studs', 'Hoops', 'Drops', 'Huggies', 'Climbers', 'Clusters', 'Chandeliers'],
    {
      styleExtra: { Studs: { sortBy: 'total_carat' } },
    },
  ),
  category('Pendants', 'pendants', [
    'Solitaire',
    'Halo',
    'Cluster',
    'Cross',
    'Heart',
    'Initial',
    'Locket',
    'Bar',
  ]),
  category(
    'Bracelets & Bangles',
    'bracelets-bangles',
    [
      'Tennis Bracelets',
      'Line Bracelets',
      'Charm Bracelets',
      'Chain Bracelets',
      'Bangles',
      'Hinged Bangles',
      'Torque Bangles',
    ],
    { gemstones: ['Diamond', 'Sapphire', 'Ruby', 'Emerald', 'Pearl'] },
  ),
  category(
    'Necklaces',
    'necklaces',
    ['Tennis Necklaces', 'Riviere', 'Chains', 'Collarettes', 'Pendant Necklaces', 'Pearl Strands'],
    { gemstones: ['Diamond', 'Sapphire', 'Emerald', 'Pearl'] },
  ),
  {
    title: 'Lab Grown',
    urlPath: 'lab-grown',
    menu: [
      listShortcut('Lab Grown Rings', 'lab_grown_products', 'rings'),
      listShortcut('Lab Grown Earrings', 'lab_grown_products', 'earrings'),
      listShortcut('Lab Grown Pendants', 'lab_grown_products', 'pendants'),
      listShortcut('Lab Grown Bracelets', 'lab_grown_products', 'bracelets-bangles'),
      listShortcut('Lab Grown Necklaces', 'lab_grown_products', 'necklaces'),
    ],
  },
  {
    title: 'Certified Jewellery',
    urlPath: 'certified-jewellery',
    menu: [
      listShortcut('Certified Rings', 'certified_jewellery', 'rings'),
      listShortcut('Certified Earrings', 'certified_jewellery', 'earrings'),
      listShortcut('Certified Pendants', 'certified_jewellery', 'pendants'),
    ],
  },
  { title: 'Special Offer', urlPath: 'special-offer', sortBy: 'price_asc' },
  { title: 'Clearance Sale', urlPath: 'clearance-sale', sortBy: 'price_asc' },
  {
    title: 'Mounts',
    urlPath: 'mounts',
    isNew: true,
    menu: [
      { title: 'Ring Mounts', urlPath: 'ring-mounts', isSubmenu1Clickable: true },
      { title: 'Earring Mounts', urlPath: 'earring-mounts', isSubmenu1Clickable: true },
      { title: 'Pendant Mounts', urlPath: 'pendant-mounts', isSubmenu1Clickable: true },
    ],
  },
  {
    title: 'Kids Jewellery',
    urlPath: 'kids-jewellery',
    isNew: true,
    menu: [
      { title: 'Kids Earrings', urlPath: 'kids-earrings', isSubmenu1Clickable: true },
      { title: 'Kids Pendants', urlPath: 'kids-pendants', isSubmenu1Clickable: true },
      { title: 'Kids Bracelets', urlPath: 'kids-bracelets', isSubmenu1Clickable: true },
      { title: 'Christening Bangles', urlPath: 'christening-bangles', isSubmenu1Clickable: true },
    ],
  },
  { title: 'Lab Special Offers', urlPath: 'lab-special-offers', isNew: true, sortBy: 'price_asc' },
];

export interface MenuSeedRow {
  id: string;
  tenantId: string;
  parentId: string | null;
  title: string;
  urlPath: string;
  isSubmenu1Clickable: boolean;
  isStyle: boolean;
  url: string | null;
  sortBy: string | null;
  isNew: boolean;
  position: number;
}

/** Flattens a seed tree into rows, parents before children, positions following the given order. */
export function flattenMenu(
  tenantId: string,
  items: readonly MenuSeed[],
  newId: () => string,
  parentId: string | null = null,
): MenuSeedRow[] {
  return items.flatMap((item, position) => {
    const id = newId();
    const row: MenuSeedRow = {
      id,
      tenantId,
      parentId,
      title: item.title,
      urlPath: item.urlPath,
      isSubmenu1Clickable: item.isSubmenu1Clickable ?? false,
      isStyle: item.isStyle ?? false,
      url: item.url ?? null,
      sortBy: item.sortBy ?? null,
      isNew: item.isNew ?? false,
      position,
    };
    return [row, ...flattenMenu(tenantId, item.menu ?? [], newId, id)];
  });
}
