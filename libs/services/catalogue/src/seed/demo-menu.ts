import type { DesignList } from '@atelier/contracts/catalogue';
import type { MenuCriteria } from '../search/menu-criteria';
import type { LocalisedText } from '../schema/catalogue.schema';
import { demoMenuTitles } from './demo-menu-titles';
import { slug } from './demo-taxonomy';

/** One menu entry as the seeder writes it; unset flags default to false and unset links to null. */
export interface MenuSeed {
  title: string;
  urlPath: string;
  isSubmenu1Clickable?: boolean;
  isStyle?: boolean;
  url?: string;
  sortBy?: string;
  isNew?: boolean;
  /** What a search from this entry narrows to (see MenuCriteria); none means no narrowing. */
  criteria?: MenuCriteria;
  menu?: MenuSeed[];
}

/** Entries of a "Shop by Style" group: the storefront searches them with `style=<url_path>`. */
const styles = (titles: string[], extra: Record<string, Partial<MenuSeed>> = {}): MenuSeed[] =>
  titles.map((title) => ({
    title,
    urlPath: slug(title),
    isStyle: true,
    criteria: { subGroup: slug(title) },
    ...extra[title],
  }));

/** Entries searched by sub-category (gemstone, metal) rather than by style. */
const entries = (titles: string[], criteria: (title: string) => MenuCriteria): MenuSeed[] =>
  titles.map((title) => ({ title, urlPath: slug(title), criteria: criteria(title) }));

/** "Shop by Metal" entries: a metal, a karat, a shade, or a karat in a shade. */
const METAL_CRITERIA: Record<string, MenuCriteria> = {
  Platinum: { metal: ['platinum'] },
  '18ct White Gold': { karat: ['18k'], shade: ['white-gold'] },
  '18ct Yellow Gold': { karat: ['18k'], shade: ['yellow-gold'] },
  '18ct Rose Gold': { karat: ['18k'], shade: ['rose-gold'] },
  '9ct Gold': { karat: ['9k'] },
  'Two Tone': { shade: ['two-tone'] },
};

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
    criteria: { category: urlPath },
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
        menu: entries(options.gemstones ?? GEMSTONES, (title) => ({ gemstone: [slug(title)] })),
      },
      {
        title: 'Shop by Metal',
        urlPath: `${urlPath}-by-metal`,
        menu: entries(METALS, (title) => METAL_CRITERIA[title] ?? {}),
      },
      {
        title: 'Best Sellers',
        urlPath: `${urlPath}-best-sellers`,
        isSubmenu1Clickable: true,
        sortBy: 'best_selling',
        criteria: { flags: ['best_selling'] },
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
const listShortcut = (title: string, list: DesignList, categoryPath: string): MenuSeed => ({
  title,
  urlPath: slug(title),
  isSubmenu1Clickable: true,
  url: `/search-designs/${list}?category=${categoryPath}`,
  criteria: { category: categoryPath },
});

/** A clickable submenu heading that lists one sub group of its top item's main group. */
const groupShortcut = (title: string): MenuSeed => ({
  title,
  urlPath: slug(title),
  isSubmenu1Clickable: true,
  criteria: { subGroup: slug(title) },
});

/**
 * The demo tenant's storefront menu, with the spec's labels (sections 2 and 9): the fixed lists
 * (New Lines, Lab Grown, Certified Jewellery, Special Offer, Clearance Sale) by their url_path, and
 * the NEW badge on Mounts, Kids Jewellery and Lab Special Offers.
 */
export const DEMO_MENU: readonly MenuSeed[] = [
  { title: 'New Lines', urlPath: 'new-lines', sortBy: 'newest', criteria: { flags: ['new_arrival'] } },
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
        Mounts: {
          isNew: true,
          url: '/design-category/mounts',
          criteria: { category: 'mounts', item: ['rings'] },
        },
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
    criteria: { flags: ['lab_grown'] },
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
    criteria: { flags: ['certified'] },
    menu: [
      listShortcut('Certified Rings', 'certified_jewellery', 'rings'),
      listShortcut('Certified Earrings', 'certified_jewellery', 'earrings'),
      listShortcut('Certified Pendants', 'certified_jewellery', 'pendants'),
    ],
  },
  {
    title: 'Special Offer',
    urlPath: 'special-offer',
    sortBy: 'price_asc',
    criteria: { flags: ['special_offer'] },
  },
  {
    title: 'Clearance Sale',
    urlPath: 'clearance-sale',
    sortBy: 'price_asc',
    criteria: { flags: ['clearance'] },
  },
  {
    title: 'Mounts',
    urlPath: 'mounts',
    isNew: true,
    criteria: { category: 'mounts' },
    menu: [groupShortcut('Ring Mounts'), groupShortcut('Earring Mounts'), groupShortcut('Pendant Mounts')],
  },
  {
    title: 'Kids Jewellery',
    urlPath: 'kids-jewellery',
    isNew: true,
    criteria: { category: 'kids-jewellery' },
    menu: [
      groupShortcut('Kids Earrings'),
      groupShortcut('Kids Pendants'),
      groupShortcut('Kids Bracelets'),
      groupShortcut('Christening Bangles'),
    ],
  },
  {
    title: 'Lab Special Offers',
    urlPath: 'lab-special-offers',
    isNew: true,
    sortBy: 'price_asc',
    criteria: { flags: ['lab_grown', 'special_offer'] },
  },
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
  criteria: MenuCriteria;
  /** The title in the other languages the demo has words for. */
  titles: LocalisedText;
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
      criteria: item.criteria ?? {},
      titles: demoMenuTitles(item.title),
    };
    return [row, ...flattenMenu(tenantId, item.menu ?? [], newId, id)];
  });
}
