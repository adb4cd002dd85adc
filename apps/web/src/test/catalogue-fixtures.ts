import { ATTRIBUTE_KINDS, ID_FILTERS } from '@atelier/contracts/catalogue';
import type {
  AttributeKind,
  FacetValue,
  IdFilter,
  LookupRow,
  DesignCard,
  DesignDetail,
  DesignSearchResult,
  DesignVariant,
  FilterOptions,
  SearchDesignsResult,
} from '@atelier/contracts/catalogue';
import { loginSucceeded } from '../app/auth/authSlice';
import { priceSelectionApplied } from '../app/session/sessionSlice';
import type { PriceStatus } from '../shared/types';
import type { AppStore } from '../app/store';

export const DESIGN_ID = '9b1e2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const image = (key: string) => ({
  key,
  url: `/api/images/${key}?w=400`,
  srcset: `/api/images/${key}?w=200 200w, /api/images/${key}?w=400 400w, /api/images/${key}?w=800 800w`,
  widths: {
    '200': `/api/images/${key}?w=200`,
    '400': `/api/images/${key}?w=400`,
    '800': `/api/images/${key}?w=800`,
  },
});

const noFlags = {
  new_arrival: false,
  best_selling: false,
  special_offer: false,
  lab_grown: false,
  clearance: false,
  certified: false,
};

/** A design card as the search answers it; without `price` keys unless given (price status 0). */
export function designCard(overrides: Partial<DesignCard> = {}): DesignCard {
  return {
    design_id: DESIGN_ID,
    design: 'R1001',
    name: 'Twisted Solitaire Ring',
    labGrown: false,
    item: 'Rings',
    item_id: 1,
    main_group_id: 1,
    variant_id: 'v-1',
    karate: '18K',
    karate_id: 3,
    shade: 'White Gold',
    shade_id: 2,
    shade_code: 'wg',
    quality: 'GH-SI',
    quality_id: 2,
    totalCarate: 0.5,
    page2ImageUrl: '/api/images/d-1?w=400',
    image_key: 'd-1',
    flags: { ...noFlags, new_arrival: true },
    in_stock: true,
    ...overrides,
  };
}

export function autocompleteResult(overrides: Partial<DesignSearchResult> = {}): DesignSearchResult {
  return {
    design: 'R1001',
    design_id: DESIGN_ID,
    name: 'Twisted Solitaire Ring',
    item: 'Rings',
    item_id: 1,
    main_group_id: 1,
    karate: '18K',
    karate_id: 3,
    shade: 'White Gold',
    shade_id: 2,
    quality: 'GH-SI',
    quality_id: 2,
    totalCarate: 0.5,
    page2ImageUrl: '/api/images/d-1?w=400',
    ...overrides,
  };
}

/** Every filter with no values, as the server sends the facets of an empty scope. */
function noFacetValues(): Record<IdFilter, FacetValue[]> {
  return listsFor(ID_FILTERS);
}

function noAttributeValues(): Record<AttributeKind, LookupRow[]> {
  return listsFor(ATTRIBUTE_KINDS);
}

function listsFor<K extends string, V>(keys: readonly K[]): Record<K, V[]> {
  const lists: Partial<Record<K, V[]>> = {};
  for (const key of keys) lists[key] = [];
  return lists as Record<K, V[]>;
}

export function searchResult(
  rows: DesignCard[],
  overrides: Partial<SearchDesignsResult> = {},
): SearchDesignsResult {
  return {
    rows,
    total: rows.length,
    page: 1,
    pages: rows.length > 0 ? 1 : 0,
    limit: 50,
    sort_by: 'newest',
    facets: {
      ...noFacetValues(),
      metal: [
        { _id: 1, name: 'Gold', url_path: 'gold', count: 980 },
        { _id: 2, name: 'Platinum', url_path: 'platinum', count: 120 },
      ],
      shade: [
        { _id: 1, name: 'Yellow Gold', url_path: 'yellow-gold', count: 400 },
        { _id: 2, name: 'White Gold', url_path: 'white-gold', count: 380 },
      ],
      gemstone: [{ _id: 1, name: 'Diamond', url_path: 'diamond', count: 700 }],
      inStock: 640,
      carat: { min: 0.1, max: 3 },
    },
    ...overrides,
  };
}

export function filterOptions(): FilterOptions {
  return {
    metals: [
      {
        _id: 1,
        name: 'Gold',
        url_path: 'gold',
        sort_order: 1,
        shades_data: [
          { _id: 1, name: 'Yellow Gold', code: 'yg', url_path: 'yellow-gold', metal_id: 1, sort_order: 1 },
          { _id: 2, name: 'White Gold', code: 'wg', url_path: 'white-gold', metal_id: 1, sort_order: 2 },
          { _id: 3, name: 'Rose Gold', code: 'rg', url_path: 'rose-gold', metal_id: 1, sort_order: 3 },
        ],
      },
      {
        _id: 2,
        name: 'Platinum',
        url_path: 'platinum',
        sort_order: 2,
        shades_data: [
          { _id: 6, name: 'Platinum', code: 'pt', url_path: 'platinum', metal_id: 2, sort_order: 6 },
        ],
      },
    ],
    karates: [{ _id: 3, name: '18K', url_path: '18k', purity: 750, metal_id: 1, sort_order: 3 }],
    qualities: [{ _id: 2, name: 'GH-SI', url_path: 'gh-si', sort_order: 2, lab_grown: false }],
    stone_groups: [
      {
        _id: 1,
        stonegroupName: 'Diamonds',
        sort_order: 1,
        show_on_home: true,
        products: [{ _id: 1, stone_name: 'Diamond', url_path: 'diamond', sort_order: 1, colour: '#eef4f8' }],
      },
      {
        _id: 2,
        stonegroupName: 'Precious Gemstones',
        sort_order: 2,
        show_on_home: true,
        products: [
          { _id: 2, stone_name: 'Sapphire', url_path: 'sapphire', sort_order: 2, colour: '#1f4fa8' },
        ],
      },
    ],
    shapes: [{ _id: 1, name: 'Round', url_path: 'round', sort_order: 1 }],
    items: [
      { _id: 1, name: 'Rings', url_path: 'rings', sort_order: 1, hidden: false },
      { _id: 3, name: 'Pendants', url_path: 'pendants', sort_order: 3, hidden: true },
    ],
    categories: [{ _id: 1, name: 'Rings', url_path: 'rings', sort_order: 1, sub_groups: [] }],
    attributes: {
      ...noAttributeValues(),
      style: [{ _id: 7, name: 'Halo', url_path: 'halo', sort_order: 7 }],
    },
    sorts: ['newest', 'best_selling', 'price_asc', 'price_desc', 'total_carat', 'design_number', 'relevance'],
  };
}

export function variant(overrides: Partial<DesignVariant> = {}): DesignVariant {
  return {
    _id: 'v-1',
    sku: 'R1001-18W-GHSI-50',
    metal: 'Gold',
    metal_id: 1,
    karate: '18K',
    karate_id: 3,
    shade: 'White Gold',
    shade_id: 2,
    shade_code: 'wg',
    image: null,
    quality: 'GH-SI',
    quality_id: 2,
    totalCarate: 0.5,
    stock_quantity: 3,
    in_stock: true,
    certificate_number: 'IGI 612345678',
    ...overrides,
  };
}

export function designDetail(overrides: Partial<DesignDetail> = {}): DesignDetail {
  return {
    design_id: DESIGN_ID,
    design: 'R1001',
    name: 'Twisted Solitaire Ring',
    labGrown: false,
    description: 'A twisted band with a single brilliant.',
    item: { _id: 1, name: 'Rings', url_path: 'rings', sort_order: 1 },
    category: { _id: 1, name: 'Rings', url_path: 'rings', sort_order: 1 },
    sub_groups: [],
    main_group_id: 1,
    is_fixed_design: true,
    collection: 'Heritage',
    style: 'Solitaire',
    setting: 'Claw',
    attributes: {},
    metal_weight: 3.5,
    flags: { ...noFlags, certified: true },
    images: [image('d-1'), image('d-2')],
    stones: [
      { stone: 'Diamond', stone_id: 1, shape: 'Round', shape_id: 1, role: 'main', count: 1, carat: 0.5 },
    ],
    variants: [
      variant(),
      variant({
        _id: 'v-2',
        sku: 'R1001-18Y',
        shade: 'Yellow Gold',
        shade_id: 1,
        shade_code: 'yg',
        in_stock: false,
        stock_quantity: 0,
      }),
      variant({ _id: 'v-3', sku: 'R1001-9W', karate: '9K', karate_id: 1 }),
    ],
    selected_variant_id: 'v-1',
    stock: { status: 'in_stock', label: 'In stock', delivery: '24-72 hours', returnable: true },
    similar: [],
    ...overrides,
  };
}

/** Adds the price keys of a status to a card or variant, as the server would. */
export function priced<T extends object>(item: T, price: number, status: PriceStatus): T {
  if (status === 0) return item;
  return { ...item, price, price_type: status === 1 ? 'rrp' : 'trade' };
}

/** Logs the buyer in and applies a price choice, as after the price popup. */
export function logInBuyer(store: AppStore, priceStatus: PriceStatus = 2): void {
  store.dispatch(
    loginSucceeded({
      token: 'jwt-1',
      user: {
        _id: 'u-1',
        email: 'buyer@demo.test',
        first_name: 'Bea',
        last_name: 'Buyer',
        role: 'client-super-admin',
      },
    }),
  );
  store.dispatch(
    priceSelectionApplied({
      priceStatus,
      customer: { acNo: 'LND0042', company: 'Lund Goldsmiths Ltd', name: 'Lund', id: 'c-1', address: 'Lund' },
    }),
  );
}
