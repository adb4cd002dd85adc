import type { AttributeKind } from '@atelier/contracts/catalogue';

/**
 * The demo tenant's lookups and category tree. The menu (demo-menu.ts) and the design generator
 * (demo-catalogue.ts) both refer to these url_paths, so a menu entry always finds designs.
 */

export const slug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface ItemSeed {
  name: string;
  urlPath: string;
  hidden?: boolean;
  /** Design number prefix. */
  prefix: string;
  /** Which drawing the demo images use. */
  art: 'ring' | 'earrings' | 'pendant' | 'bracelet' | 'bangle' | 'necklace';
}

/** Spec section 9: the Pendants item is hidden in the item list. */
export const ITEMS: readonly ItemSeed[] = [
  { name: 'Rings', urlPath: 'rings', prefix: 'R', art: 'ring' },
  { name: 'Earrings', urlPath: 'earrings', prefix: 'E', art: 'earrings' },
  { name: 'Pendants', urlPath: 'pendants', prefix: 'P', art: 'pendant', hidden: true },
  { name: 'Bracelets', urlPath: 'bracelets', prefix: 'B', art: 'bracelet' },
  { name: 'Bangles', urlPath: 'bangles', prefix: 'BG', art: 'bangle' },
  { name: 'Necklaces', urlPath: 'necklaces', prefix: 'N', art: 'necklace' },
];

export const METALS = [
  { name: 'Gold', urlPath: 'gold' },
  { name: 'Platinum', urlPath: 'platinum' },
] as const;

/** The spec's shade short codes (section 3). `art` is the metal colour of the demo drawings. */
export const SHADES = [
  { name: 'Yellow Gold', urlPath: 'yellow-gold', code: 'yg', metal: 'gold', art: 'yellow' },
  { name: 'White Gold', urlPath: 'white-gold', code: 'wg', metal: 'gold', art: 'white' },
  { name: 'Rose Gold', urlPath: 'rose-gold', code: 'rg', metal: 'gold', art: 'rose' },
  { name: 'Two Tone', urlPath: 'two-tone', code: 'tt', metal: 'gold', art: 'yellow' },
  { name: 'Three Tone', urlPath: 'three-tone', code: '3t', metal: 'gold', art: 'rose' },
  { name: 'Mixed', urlPath: 'mixed', code: 'mixed', metal: 'gold', art: 'yellow' },
  { name: 'Platinum', urlPath: 'platinum', code: 'pt', metal: 'platinum', art: 'platinum' },
] as const;
export type ShadeSlug = (typeof SHADES)[number]['urlPath'];
export type MetalArt = (typeof SHADES)[number]['art'];

/** `perGram`: trade cost of the alloy in pounds per gram, for the demo prices. */
export const KARATES = [
  { name: '9K', urlPath: '9k', purity: 375, metal: 'gold', perGram: 22, code: '9' },
  { name: '14K', urlPath: '14k', purity: 585, metal: 'gold', perGram: 34, code: '14' },
  { name: '18K', urlPath: '18k', purity: 750, metal: 'gold', perGram: 46, code: '18' },
  { name: '22K', urlPath: '22k', purity: 916, metal: 'gold', perGram: 56, code: '22' },
  { name: '950 Pt', urlPath: '950-pt', purity: 950, metal: 'platinum', perGram: 42, code: 'PT' },
] as const;
export type KaratSlug = (typeof KARATES)[number]['urlPath'];

/** `perCarat`: trade cost of stones of this quality, pounds per carat. */
export const QUALITIES = [
  { name: 'GH-SI', urlPath: 'gh-si', labGrown: false, perCarat: 950, code: 'GHSI' },
  { name: 'FG-VS', urlPath: 'fg-vs', labGrown: false, perCarat: 1500, code: 'FGVS' },
  { name: 'DE-VVS', urlPath: 'de-vvs', labGrown: false, perCarat: 2600, code: 'DEVVS' },
  { name: 'Lab Grown EF-VS', urlPath: 'lab-ef-vs', labGrown: true, perCarat: 260, code: 'LAB' },
  { name: 'AA Gemstone', urlPath: 'aa', labGrown: false, perCarat: 180, code: 'AA' },
  { name: 'AAA Gemstone', urlPath: 'aaa', labGrown: false, perCarat: 420, code: 'AAA' },
  { name: 'Plain Metal', urlPath: 'plain', labGrown: false, perCarat: 0, code: 'PLN' },
] as const;
export type QualitySlug = (typeof QUALITIES)[number]['urlPath'];

export const STONE_GROUPS = [
  { name: 'Diamonds', showOnHome: true },
  { name: 'Precious Gemstones', showOnHome: true },
  { name: 'Semi-Precious Gemstones', showOnHome: true },
  { name: 'Coloured Diamonds', showOnHome: false },
  { name: 'Pearls', showOnHome: true },
] as const;

/** `art`: the stone colour of the demo drawings; `colour`: the swatch; `tone`: the colour filter value. */
export const STONES = [
  { name: 'Diamond', group: 'Diamonds', colour: '#eef4f8', art: 'white', tone: 'White' },
  { name: 'Sapphire', group: 'Precious Gemstones', colour: '#1f4fa8', art: 'blue', tone: 'Blue' },
  { name: 'Ruby', group: 'Precious Gemstones', colour: '#b3123b', art: 'red', tone: 'Red' },
  { name: 'Emerald', group: 'Precious Gemstones', colour: '#138a55', art: 'green', tone: 'Green' },
  { name: 'Tanzanite', group: 'Semi-Precious Gemstones', colour: '#5b3fb0', art: 'violet', tone: 'Violet' },
  { name: 'Aquamarine', group: 'Semi-Precious Gemstones', colour: '#7cc6de', art: 'blue', tone: 'Blue' },
  { name: 'Morganite', group: 'Semi-Precious Gemstones', colour: '#f0a7a0', art: 'pink', tone: 'Pink' },
  { name: 'Amethyst', group: 'Semi-Precious Gemstones', colour: '#8a4fb8', art: 'violet', tone: 'Violet' },
  { name: 'Blue Topaz', group: 'Semi-Precious Gemstones', colour: '#49a6d6', art: 'blue', tone: 'Blue' },
  { name: 'Peridot', group: 'Semi-Precious Gemstones', colour: '#9ac53b', art: 'green', tone: 'Green' },
  { name: 'Garnet', group: 'Semi-Precious Gemstones', colour: '#7d1128', art: 'red', tone: 'Red' },
  { name: 'Yellow Diamond', group: 'Coloured Diamonds', colour: '#f4d34a', art: 'white', tone: 'Yellow' },
  { name: 'Pink Diamond', group: 'Coloured Diamonds', colour: '#f3a6c8', art: 'pink', tone: 'Pink' },
  { name: 'Black Diamond', group: 'Coloured Diamonds', colour: '#2b2b2e', art: 'white', tone: 'Black' },
  { name: 'Pearl', group: 'Pearls', colour: '#f5efe2', art: 'white', tone: 'Cream' },
] as const;
export type StoneName = (typeof STONES)[number]['name'];
export type StoneArt = (typeof STONES)[number]['art'] | 'plain';

export const SHAPES = [
  'Round',
  'Princess',
  'Oval',
  'Emerald',
  'Pear',
  'Marquise',
  'Cushion',
  'Radiant',
  'Asscher',
  'Heart',
  'Baguette',
] as const;
export type ShapeName = (typeof SHAPES)[number];

export const CURRENCIES = [
  { code: 'GBP', name: 'Pound sterling', symbol: '£', isDefault: true },
  { code: 'EUR', name: 'Euro', symbol: '€', isDefault: false },
  { code: 'USD', name: 'US dollar', symbol: '$', isDefault: false },
  { code: 'SEK', name: 'Swedish krona', symbol: 'kr', isDefault: false },
  { code: 'NOK', name: 'Norwegian krone', symbol: 'kr', isDefault: false },
] as const;

/** Values of the plain product filters; the generator picks from these by name. */
export const ATTRIBUTE_VALUES: Record<AttributeKind, readonly string[]> = {
  style: [
    'Solitaire',
    'Halo',
    'Three Stone',
    'Eternity',
    'Half Eternity',
    'Wedding Band',
    'Cluster',
    'Dress',
    'Signet',
    'Toi et Moi',
    'Stacking',
    'Stud',
    'Hoop',
    'Drop',
    'Huggie',
    'Climber',
    'Chandelier',
    'Cross',
    'Heart',
    'Initial',
    'Locket',
    'Bar',
    'Tennis',
    'Line',
    'Charm',
    'Chain',
    'Bangle',
    'Hinged Bangle',
    'Torque',
    'Riviere',
    'Collarette',
    'Pendant Necklace',
    'Pearl Strand',
    'Mount',
  ],
  setting: ['Claw', 'Bezel', 'Pavé', 'Channel', 'Grain', 'Rub-over', 'Tension', 'Illusion', 'Bar Set'],
  collection: [
    'Heritage',
    'Aurora',
    'Celestial',
    'Essentials',
    'Bridal',
    'Everyday Luxe',
    'Red Carpet',
    'Petite',
    'Art Deco',
    'Botanica',
  ],
  size: ['H-K', 'L-N', 'O-Q', 'R-U', '7.1 in', '52x60 mm', '16 in', '18 in', '20 in'],
  initial: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
  number: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  colour: ['White', 'Blue', 'Red', 'Green', 'Violet', 'Pink', 'Yellow', 'Black', 'Cream'],
  colourDiamond: ['Yellow Diamond', 'Pink Diamond', 'Black Diamond'],
  shoulder: ['Plain Shoulders', 'Diamond Set Shoulders', 'Twisted Shoulders', 'Tapered Shoulders'],
  stoneSize: ['1.5 mm', '2 mm', '3 mm', '4 mm', '5 mm', '5.8 mm', '6.5 mm', '7.4 mm', '8.2 mm', '9 mm'],
  sideStoneShape: ['Round', 'Baguette', 'Princess', 'Pear', 'Marquise'],
};

/**
 * How a kind of design is made: its stones, carat weights and metal weight. `main`: number of main
 * stones (0 for plain metal); `side`: side stones; `carats`: total carat weights it is offered in.
 */
export interface DesignKind {
  main: number;
  side: number;
  carats: readonly number[];
  grams: readonly [number, number];
  /** Share of designs of this kind made in plain metal. */
  plainShare?: number;
  shoulders?: boolean;
  pearl?: boolean;
  initial?: boolean;
  number?: boolean;
}

export interface SubGroupSeed {
  name: string;
  urlPath: string;
  item: string;
  style: string;
  noun: string;
  kind: DesignKind;
  /** Relative share of its main group's designs. */
  share: number;
}

export interface MainGroupSeed {
  name: string;
  urlPath: string;
  /** Share of all designs. */
  share: number;
  subGroups: readonly SubGroupSeed[];
}

const K = {
  solitaire: {
    main: 1,
    side: 0,
    carats: [0.25, 0.33, 0.5, 0.75, 1, 1.5, 2],
    grams: [2.5, 4.5],
    shoulders: true,
  },
  halo: { main: 1, side: 18, carats: [0.5, 0.75, 1, 1.25, 1.5], grams: [3, 5.5], shoulders: true },
  threeStone: { main: 3, side: 0, carats: [0.5, 0.75, 1, 1.5, 2], grams: [3, 5], shoulders: true },
  eternity: { main: 0, side: 20, carats: [0.5, 1, 1.5, 2, 3], grams: [2.5, 5] },
  band: { main: 0, side: 9, carats: [0.1, 0.15, 0.25], grams: [3, 7], plainShare: 0.5 },
  cluster: { main: 7, side: 0, carats: [0.25, 0.5, 0.75, 1], grams: [3, 5] },
  dress: { main: 1, side: 12, carats: [1, 1.5, 2, 3], grams: [4, 7], shoulders: true },
  signet: { main: 1, side: 0, carats: [0.03, 0.05], grams: [5, 12], plainShare: 0.6 },
  toiEtMoi: { main: 2, side: 0, carats: [0.5, 1, 1.5], grams: [3, 5], shoulders: true },
  stacking: { main: 0, side: 7, carats: [0.1, 0.15, 0.25], grams: [1.5, 3], plainShare: 0.3 },
  stud: { main: 2, side: 0, carats: [0.2, 0.3, 0.5, 0.75, 1, 1.5, 2], grams: [1.2, 2.5] },
  hoop: { main: 0, side: 24, carats: [0.15, 0.25, 0.5], grams: [2.5, 6], plainShare: 0.4 },
  drop: { main: 2, side: 16, carats: [0.3, 0.5, 1], grams: [2.5, 4.5] },
  huggie: { main: 0, side: 14, carats: [0.1, 0.2, 0.3], grams: [2, 3.5] },
  climber: { main: 0, side: 10, carats: [0.2, 0.3], grams: [1.5, 3] },
  chandelier: { main: 2, side: 40, carats: [1, 1.5, 2.5], grams: [4, 8] },
  pendantSolitaire: { main: 1, side: 0, carats: [0.15, 0.25, 0.33, 0.5, 0.75, 1], grams: [1.2, 2.5] },
  pendantHalo: { main: 1, side: 16, carats: [0.3, 0.5, 0.75, 1], grams: [1.5, 3] },
  pendantCluster: { main: 7, side: 0, carats: [0.15, 0.25, 0.5], grams: [1.5, 3] },
  motif: { main: 0, side: 8, carats: [0.05, 0.1, 0.15], grams: [1.5, 4], plainShare: 0.45 },
  initial: { main: 0, side: 10, carats: [0.05, 0.08], grams: [1.2, 2.5], plainShare: 0.4, initial: true },
  locket: { main: 0, side: 1, carats: [0.02, 0.05], grams: [3, 7], plainShare: 0.7 },
  tennis: { main: 0, side: 48, carats: [1, 2, 3, 4, 5], grams: [8, 16] },
  line: { main: 0, side: 24, carats: [0.5, 1, 2], grams: [6, 12] },
  chain: { main: 0, side: 0, carats: [0], grams: [5, 18], plainShare: 1 },
  bangle: { main: 0, side: 15, carats: [0.25, 0.5, 1], grams: [10, 22], plainShare: 0.5 },
  tennisNecklace: { main: 0, side: 120, carats: [3, 5, 7, 10], grams: [15, 30] },
  riviere: { main: 0, side: 60, carats: [5, 8, 12], grams: [14, 26] },
  collarette: { main: 3, side: 40, carats: [1, 2, 3], grams: [10, 20] },
  pendantNecklace: { main: 1, side: 0, carats: [0.1, 0.25, 0.5], grams: [3, 6] },
  pearlStrand: { main: 0, side: 0, carats: [0], grams: [2, 4], pearl: true },
  mount: { main: 0, side: 12, carats: [0.1, 0.2, 0.3], grams: [2, 4], plainShare: 0.3, shoulders: true },
  kids: { main: 0, side: 1, carats: [0.01, 0.02], grams: [0.8, 2], plainShare: 0.6, number: true },
} as const satisfies Record<string, DesignKind>;

function sub(
  name: string,
  item: string,
  style: string,
  noun: string,
  kind: DesignKind,
  share = 1,
  urlPath = slug(name),
): SubGroupSeed {
  return { name, urlPath, item, style, noun, kind, share };
}

/** Main groups are the menu's product categories; sub groups are their "Shop by Style" entries. */
export const MAIN_GROUPS: readonly MainGroupSeed[] = [
  {
    name: 'Rings',
    urlPath: 'rings',
    share: 0.3,
    subGroups: [
      sub('Solitaire', 'rings', 'Solitaire', 'Ring', K.solitaire, 3),
      sub('Halo', 'rings', 'Halo', 'Ring', K.halo, 2),
      sub('Three Stone', 'rings', 'Three Stone', 'Ring', K.threeStone, 1.5),
      sub('Eternity', 'rings', 'Eternity', 'Ring', K.eternity, 1.2),
      sub('Half Eternity', 'rings', 'Half Eternity', 'Ring', K.eternity, 1.2),
      sub('Wedding Bands', 'rings', 'Wedding Band', 'Wedding Band', K.band, 1.5),
      sub('Cluster', 'rings', 'Cluster', 'Ring', K.cluster),
      sub('Dress Rings', 'rings', 'Dress', 'Ring', K.dress),
      sub('Signet', 'rings', 'Signet', 'Ring', K.signet, 0.5),
      sub('Toi et Moi', 'rings', 'Toi et Moi', 'Ring', K.toiEtMoi, 0.6),
      sub('Stacking', 'rings', 'Stacking', 'Ring', K.stacking, 0.8),
    ],
  },
  {
    name: 'Earrings',
    urlPath: 'earrings',
    share: 0.2,
    subGroups: [
      sub('Studs', 'earrings', 'Stud', 'Stud Earrings', K.stud, 3),
      sub('Hoops', 'earrings', 'Hoop', 'Hoop Earrings', K.hoop, 2),
      sub('Drops', 'earrings', 'Drop', 'Drop Earrings', K.drop, 1.5),
      sub('Huggies', 'earrings', 'Huggie', 'Huggie Earrings', K.huggie),
      sub('Climbers', 'earrings', 'Climber', 'Ear Climbers', K.climber, 0.6),
      sub('Clusters', 'earrings', 'Cluster', 'Cluster Earrings', K.cluster),
      sub('Chandeliers', 'earrings', 'Chandelier', 'Chandelier Earrings', K.chandelier, 0.5),
    ],
  },
  {
    name: 'Pendants',
    urlPath: 'pendants',
    share: 0.14,
    subGroups: [
      sub('Solitaire', 'pendants', 'Solitaire', 'Pendant', K.pendantSolitaire, 2),
      sub('Halo', 'pendants', 'Halo', 'Pendant', K.pendantHalo, 1.5),
      sub('Cluster', 'pendants', 'Cluster', 'Pendant', K.pendantCluster),
      sub('Cross', 'pendants', 'Cross', 'Cross Pendant', K.motif),
      sub('Heart', 'pendants', 'Heart', 'Heart Pendant', K.motif),
      sub('Initial', 'pendants', 'Initial', 'Initial Pendant', K.initial),
      sub('Locket', 'pendants', 'Locket', 'Locket', K.locket, 0.6),
      sub('Bar', 'pendants', 'Bar', 'Bar Pendant', K.motif, 0.6),
    ],
  },
  {
    name: 'Bracelets & Bangles',
    urlPath: 'bracelets-bangles',
    share: 0.13,
    subGroups: [
      sub('Tennis Bracelets', 'bracelets', 'Tennis', 'Tennis Bracelet', K.tennis, 2),
      sub('Line Bracelets', 'bracelets', 'Line', 'Line Bracelet', K.line),
      sub('Charm Bracelets', 'bracelets', 'Charm', 'Charm Bracelet', K.chain, 0.6),
      sub('Chain Bracelets', 'bracelets', 'Chain', 'Chain Bracelet', K.chain, 0.8),
      sub('Bangles', 'bangles', 'Bangle', 'Bangle', K.bangle, 1.5),
      sub('Hinged Bangles', 'bangles', 'Hinged Bangle', 'Hinged Bangle', K.bangle),
      sub('Torque Bangles', 'bangles', 'Torque', 'Torque Bangle', K.bangle, 0.6),
    ],
  },
  {
    name: 'Necklaces',
    urlPath: 'necklaces',
    share: 0.1,
    subGroups: [
      sub('Tennis Necklaces', 'necklaces', 'Tennis', 'Tennis Necklace', K.tennisNecklace),
      sub('Riviere', 'necklaces', 'Riviere', 'Riviere Necklace', K.riviere, 0.6),
      sub('Chains', 'necklaces', 'Chain', 'Chain', K.chain, 1.2),
      sub('Collarettes', 'necklaces', 'Collarette', 'Collarette', K.collarette, 0.5),
      sub('Pendant Necklaces', 'necklaces', 'Pendant Necklace', 'Pendant Necklace', K.pendantNecklace),
      sub('Pearl Strands', 'necklaces', 'Pearl Strand', 'Pearl Strand', K.pearlStrand, 0.6),
    ],
  },
  {
    name: 'Mounts',
    urlPath: 'mounts',
    share: 0.07,
    subGroups: [
      sub('Ring Mounts', 'rings', 'Mount', 'Ring Mount', K.mount, 2),
      sub('Earring Mounts', 'earrings', 'Mount', 'Earring Mounts', K.mount),
      sub('Pendant Mounts', 'pendants', 'Mount', 'Pendant Mount', K.mount),
    ],
  },
  {
    name: 'Kids Jewellery',
    urlPath: 'kids-jewellery',
    share: 0.06,
    subGroups: [
      sub('Kids Earrings', 'earrings', 'Stud', 'Kids Stud Earrings', K.kids, 1.5),
      sub('Kids Pendants', 'pendants', 'Heart', 'Kids Heart Pendant', K.kids),
      sub('Kids Bracelets', 'bracelets', 'Chain', 'Kids Chain Bracelet', K.chain),
      sub('Christening Bangles', 'bangles', 'Bangle', 'Christening Bangle', K.kids, 0.8),
    ],
  },
];
