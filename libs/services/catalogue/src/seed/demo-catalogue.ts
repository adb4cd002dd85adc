import type { AttributeKind } from '@atelier/contracts/catalogue';
import { Prng, seedFor, stableUuid } from './prng';
import {
  ATTRIBUTE_VALUES,
  ITEMS,
  KARATES,
  type KaratSlug,
  MAIN_GROUPS,
  type MainGroupSeed,
  type MetalArt,
  QUALITIES,
  type QualitySlug,
  SHADES,
  type ShadeSlug,
  type ShapeName,
  type StoneArt,
  type StoneName,
  STONES,
  type SubGroupSeed,
} from './demo-taxonomy';

/** One generated design, its lookups named by url_path or name; the writer turns them into ids. */
export interface GeneratedDesign {
  id: string;
  index: number;
  designNumber: string;
  name: string;
  description: string;
  item: string;
  mainGroup: string;
  subGroup: string;
  attributes: Array<{ kind: AttributeKind; name: string }>;
  metalWeight: number;
  images: ArtSpec[];
  flags: {
    newArrival: boolean;
    bestSelling: boolean;
    specialOffer: boolean;
    labGrown: boolean;
    clearance: boolean;
    certified: boolean;
  };
  bestSellingRank: number | null;
  createdAt: Date;
  stones: Array<{ stone: StoneName; shape: ShapeName; role: 'main' | 'side'; count: number; carat: number }>;
  variants: GeneratedVariant[];
  similar: string[];
}

export interface GeneratedVariant {
  id: string;
  sku: string;
  karat: KaratSlug;
  shade: ShadeSlug;
  quality: QualitySlug;
  totalCarat: number;
  /** Pounds, two decimals. */
  tradePrice: string;
  stockQuantity: number;
  certificateNumber: string | null;
  isDefault: boolean;
}

/** What a demo image shows; the same spec always draws the same picture. */
export interface ArtSpec {
  art: (typeof ITEMS)[number]['art'];
  metal: MetalArt;
  stone: StoneArt;
  pose: 0 | 1;
}

const ADJECTIVES = [
  'Twisted',
  'Classic',
  'Vintage',
  'Milgrain',
  'Knife-Edge',
  'Cathedral',
  'Tapered',
  'Petite',
  'Grand',
  'Floral',
  'Celestial',
  'Eternal',
  'Serene',
  'Aurora',
  'Luna',
  'Regal',
  'Heritage',
  'Sovereign',
  'Whisper',
  'Sculpted',
  'Art Deco',
  'Ribbon',
  'Crossover',
  'Sunburst',
  'Scalloped',
  'Halo-Edge',
  'Vine',
  'Orbit',
  'Starlight',
  'Infinity',
];

const SHAPE_WEIGHTS: ReadonlyArray<[ShapeName, number]> = [
  ['Round', 50],
  ['Oval', 10],
  ['Princess', 8],
  ['Emerald', 6],
  ['Pear', 6],
  ['Cushion', 6],
  ['Marquise', 3],
  ['Radiant', 3],
  ['Asscher', 3],
  ['Heart', 3],
];

const COLOURED: readonly StoneName[] = [
  'Sapphire',
  'Ruby',
  'Emerald',
  'Tanzanite',
  'Aquamarine',
  'Morganite',
  'Amethyst',
  'Blue Topaz',
  'Peridot',
  'Garnet',
  'Yellow Diamond',
  'Pink Diamond',
  'Black Diamond',
];

const STONE_SIZES: ReadonlyArray<[number, string]> = [
  [0.03, '1.5 mm'],
  [0.06, '2 mm'],
  [0.12, '3 mm'],
  [0.3, '4 mm'],
  [0.55, '5 mm'],
  [0.8, '5.8 mm'],
  [1.1, '6.5 mm'],
  [1.6, '7.4 mm'],
  [2.2, '8.2 mm'],
];

const DAY_MS = 86_400_000;
const MAX_VARIANTS = 12;

interface PlanEntry {
  group: MainGroupSeed;
  sub: SubGroupSeed;
  number: string;
  id: string;
}

/**
 * Assigns every design its category, sub group and number up front (cheap), so that designs can then
 * be generated one at a time, in any chunks, and still know their similar designs.
 */
export class DemoCatalogue {
  private readonly plan: PlanEntry[] = [];
  private readonly bySubGroup = new Map<SubGroupSeed, number[]>();

  constructor(
    readonly tenantId: string,
    readonly count: number,
    readonly seed = 2026,
    readonly now = new Date(),
  ) {
    const random = new Prng(seedFor(seed, 'plan'));
    const counters = new Map<string, number>();
    const groupWeights = MAIN_GROUPS.map((g) => g.share);
    for (let index = 0; index < count; index += 1) {
      const group = random.weighted(MAIN_GROUPS, groupWeights);
      const sub = random.weighted(
        group.subGroups,
        group.subGroups.map((s) => s.share),
      );
      const item = ITEMS.find((i) => i.urlPath === sub.item) ?? ITEMS[0];
      const groupPrefix = group.urlPath === 'mounts' ? 'M' : group.urlPath === 'kids-jewellery' ? 'K' : '';
      const prefix = `${groupPrefix}${item?.prefix ?? 'X'}`;
      const next = (counters.get(prefix) ?? 1000) + 1;
      counters.set(prefix, next);
      this.plan.push({ group, sub, number: `${prefix}${next}`, id: stableUuid(tenantId, 'design', index) });
      const list = this.bySubGroup.get(sub);
      if (list) list.push(index);
      else this.bySubGroup.set(sub, [index]);
    }
  }

  /** Designs [start, end) of the catalogue. */
  *designs(start = 0, end = this.count): Generator<GeneratedDesign> {
    for (let index = start; index < Math.min(end, this.count); index += 1) yield this.design(index);
  }

  design(index: number): GeneratedDesign {
    const entry = this.plan[index];
    if (!entry) throw new RangeError(`no design ${index}`);
    const { group, sub, number, id } = entry;
    const random = new Prng(seedFor(this.seed, 'design', index));
    const item = ITEMS.find((i) => i.urlPath === sub.item) ?? ITEMS[0];
    const kind = sub.kind;

    const plain = kind.carats.every((c) => c === 0) || random.chance(kind.plainShare ?? 0);
    const pearl = kind.pearl === true;
    const labGrown = !plain && !pearl && random.chance(0.12);
    const mainStone: StoneName = pearl
      ? 'Pearl'
      : plain
        ? 'Diamond'
        : labGrown || random.chance(0.64)
          ? 'Diamond'
          : random.pick(COLOURED);
    const coloured = mainStone !== 'Diamond' && mainStone !== 'Pearl';
    const mainShape: ShapeName =
      kind.main > 0
        ? random.weighted(
            SHAPE_WEIGHTS.map(([s]) => s),
            SHAPE_WEIGHTS.map(([, w]) => w),
          )
        : 'Round';
    const sideShape: ShapeName = random.chance(0.75)
      ? 'Round'
      : random.pick(['Baguette', 'Princess'] as const);

    // Metals: mostly gold in a karat or three and a shade or two; some platinum, some both.
    const platinumOnly = random.chance(0.14);
    const alsoPlatinum = !platinumOnly && random.chance(0.08);
    const goldKarats: KaratSlug[] = platinumOnly
      ? []
      : random.some<KaratSlug>(
          kind.carats.every((c) => c === 0) && random.chance(0.3)
            ? ['9k', '18k', '22k']
            : ['9k', '14k', '18k'],
          random.weighted([1, 2, 3], [4, 4, 2]),
        );
    const goldShades: ShadeSlug[] = platinumOnly
      ? []
      : random.chance(0.08)
        ? ['two-tone']
        : random.chance(0.02)
          ? ['three-tone']
          : random.some<ShadeSlug>(
              ['yellow-gold', 'white-gold', 'rose-gold'],
              random.weighted([1, 2, 3], [5, 4, 2]),
            );
    const metalOptions: Array<{ karat: KaratSlug; shade: ShadeSlug }> = [
      ...goldKarats.flatMap((karat) => goldShades.map((shade) => ({ karat, shade }))),
      ...(platinumOnly || alsoPlatinum ? [{ karat: '950-pt' as const, shade: 'platinum' as const }] : []),
    ];

    const qualities: QualitySlug[] = plain
      ? ['plain']
      : pearl
        ? ['aaa']
        : labGrown
          ? ['lab-ef-vs']
          : coloured
            ? random.some<QualitySlug>(['aa', 'aaa'], random.int(1, 2))
            : random.some<QualitySlug>(['gh-si', 'fg-vs', 'de-vvs'], random.weighted([1, 2], [3, 2]));
    let carats: number[] =
      plain || pearl ? [0] : random.some(kind.carats, random.weighted([1, 2, 3], [3, 4, 3]));

    // Trim the combinations to a realistic number of variants per design.
    while (metalOptions.length * qualities.length * carats.length > MAX_VARIANTS && carats.length > 1) {
      carats = carats.slice(0, -1);
    }
    while (metalOptions.length * qualities.length * carats.length > MAX_VARIANTS && qualities.length > 1) {
      qualities.pop();
    }
    while (metalOptions.length * qualities.length * carats.length > MAX_VARIANTS && metalOptions.length > 1) {
      metalOptions.pop();
    }

    const grams = Math.round(random.between(kind.grams[0], kind.grams[1]) * 100) / 100;
    const mainCount = plain ? 0 : kind.main;
    const sideCount = plain ? 0 : kind.side;
    const stoneCount = Math.max(1, mainCount + sideCount);
    const certified =
      !plain &&
      !pearl &&
      (mainStone === 'Diamond' || labGrown) &&
      Math.max(...carats) >= 0.3 &&
      random.chance(0.45);
    const bestSelling = random.chance(0.1);
    const ageDays = random.between(0, 1100);
    const createdAt = new Date(Math.floor((this.now.getTime() - ageDays * DAY_MS) / 1000) * 1000);

    const variants: GeneratedVariant[] = [];
    let position = 0;
    for (const metal of metalOptions) {
      for (const quality of qualities) {
        for (const carat of carats) {
          const karat = KARATES.find((k) => k.urlPath === metal.karat) ?? KARATES[0];
          const shade = SHADES.find((s) => s.urlPath === metal.shade) ?? SHADES[0];
          const qualitySeed = QUALITIES.find((q) => q.urlPath === quality) ?? QUALITIES[0];
          const weight = grams * (karat.metal === 'platinum' ? 1.3 : 1) * (1 + carat * 0.04);
          const perStone = carat / stoneCount;
          const stoneCost = carat * qualitySeed.perCarat * (1 + Math.min(perStone, 3) * 0.6);
          const pearlCost = pearl ? 38 * random.int(30, 45) : 0;
          const labour = 35 + Math.min(stoneCount, 120) * 3.5;
          const trade = Math.round((weight * karat.perGram + stoneCost + pearlCost + labour) * 100) / 100;
          const inStock = random.chance(position === 0 && bestSelling ? 0.85 : 0.42);
          const sku = `${number}-${karat.code}${shade.code.toUpperCase()}-${qualitySeed.code}-${Math.round(carat * 100)}`;
          variants.push({
            id: stableUuid(this.tenantId, 'variant', index, position),
            sku,
            karat: metal.karat,
            shade: metal.shade,
            quality,
            totalCarat: carat,
            tradePrice: trade.toFixed(2),
            stockQuantity: inStock ? random.int(1, 8) : 0,
            certificateNumber: certified
              ? `${labGrown ? 'IGI LG' : 'GIA '}${String(random.int(100_000_000, 999_999_999))}`
              : null,
            isDefault: position === 0,
          });
          position += 1;
        }
      }
    }

    const first = variants[0];
    const defaultCarat = first?.totalCarat ?? 0;
    const stones: GeneratedDesign['stones'] = [];
    if (!plain) {
      const mainShare = sideCount === 0 ? 1 : mainCount === 0 ? 0 : 0.7;
      if (mainCount > 0 || pearl) {
        stones.push({
          stone: mainStone,
          shape: mainShape,
          role: 'main',
          count: pearl ? random.int(30, 45) : mainCount,
          carat: Math.round(defaultCarat * mainShare * 100) / 100,
        });
      }
      if (sideCount > 0) {
        const sideStone: StoneName = coloured && mainCount === 0 ? mainStone : 'Diamond';
        stones.push({
          stone: sideStone,
          shape: sideShape,
          role: mainCount === 0 ? 'main' : 'side',
          count: sideCount,
          carat: Math.round(defaultCarat * (1 - mainShare) * 100) / 100,
        });
      }
    }

    const attributes: GeneratedDesign['attributes'] = [{ kind: 'style', name: sub.style }];
    if (!plain) attributes.push({ kind: 'setting', name: random.pick(ATTRIBUTE_VALUES.setting) });
    if (random.chance(0.7))
      attributes.push({ kind: 'collection', name: random.pick(ATTRIBUTE_VALUES.collection) });
    if (item?.urlPath === 'rings') {
      for (const size of random.some(['H-K', 'L-N', 'O-Q', 'R-U'], random.int(2, 4))) {
        attributes.push({ kind: 'size', name: size });
      }
    } else if (item?.urlPath === 'bracelets') attributes.push({ kind: 'size', name: '7.1 in' });
    else if (item?.urlPath === 'bangles') attributes.push({ kind: 'size', name: '52x60 mm' });
    else if (item?.urlPath === 'necklaces') {
      for (const size of random.some(['16 in', '18 in', '20 in'], random.int(1, 2))) {
        attributes.push({ kind: 'size', name: size });
      }
    }
    if (kind.initial) attributes.push({ kind: 'initial', name: random.pick(ATTRIBUTE_VALUES.initial) });
    if (kind.number && random.chance(0.3))
      attributes.push({ kind: 'number', name: random.pick(ATTRIBUTE_VALUES.number) });
    const stoneInfo = STONES.find((s) => s.name === mainStone) ?? STONES[0];
    if (!plain) attributes.push({ kind: 'colour', name: stoneInfo.tone });
    if (mainStone.endsWith(' Diamond') && !plain) attributes.push({ kind: 'colourDiamond', name: mainStone });
    if (kind.shoulders && item?.urlPath === 'rings') {
      attributes.push({ kind: 'shoulder', name: random.pick(ATTRIBUTE_VALUES.shoulder) });
    }
    if (!plain && !pearl) {
      const perStone =
        mainCount > 0 ? (defaultCarat * 0.7) / mainCount : defaultCarat / Math.max(sideCount, 1);
      const size = STONE_SIZES.find(([limit]) => perStone <= limit)?.[1] ?? '9 mm';
      attributes.push({ kind: 'stoneSize', name: size });
    }
    if (!plain && sideCount > 0 && mainCount > 0)
      attributes.push({ kind: 'sideStoneShape', name: sideShape });

    const adjective = random.pick(ADJECTIVES);
    const stoneWord = coloured || pearl ? `${mainStone} ` : labGrown ? 'Lab Grown ' : '';
    const styleWord = sub.noun.toLowerCase().includes(sub.style.toLowerCase()) ? '' : `${sub.style} `;
    const name = pearl ? `${adjective} ${sub.noun}` : `${adjective} ${stoneWord}${styleWord}${sub.noun}`;
    const shadeNames = [...new Set(variants.map((v) => SHADES.find((s) => s.urlPath === v.shade)?.name))];
    const karatNames = [...new Set(variants.map((v) => KARATES.find((k) => k.urlPath === v.karat)?.name))];
    const description = [
      `${name} in ${karatNames.join(', ')} ${shadeNames.join(' or ').toLowerCase()}.`,
      plain
        ? 'A polished plain-metal design.'
        : `Set with ${stones.map((s) => `${s.count > 1 ? `${s.count} ` : ''}${s.shape.toLowerCase()} ${s.stone.toLowerCase()}${s.count > 1 ? 's' : ''}`).join(' and ')}.`,
      `Metal weight about ${grams.toFixed(1)} g.`,
    ].join(' ');

    const metalArt: MetalArt = SHADES.find((s) => s.urlPath === first?.shade)?.art ?? 'yellow';
    const stoneArt: StoneArt = plain ? 'plain' : stoneInfo.art;
    const art = item?.art ?? 'ring';

    const siblings = this.bySubGroup.get(sub) ?? [];
    const at = siblings.indexOf(index);
    const similar: string[] = [];
    for (let step = 1; step <= Math.min(4, siblings.length - 1); step += 1) {
      const other = siblings[(at + step) % siblings.length];
      if (other !== undefined) similar.push(this.plan[other]?.id ?? '');
    }

    return {
      id,
      index,
      designNumber: number,
      name,
      description,
      item: sub.item,
      mainGroup: group.urlPath,
      subGroup: sub.urlPath,
      attributes,
      metalWeight: grams,
      images: [
        { art, metal: metalArt, stone: stoneArt, pose: 0 },
        { art, metal: metalArt, stone: stoneArt, pose: 1 },
      ],
      flags: {
        newArrival: ageDays < 60,
        bestSelling,
        specialOffer: random.chance(0.05),
        labGrown,
        clearance: random.chance(0.04),
        certified,
      },
      bestSellingRank: bestSelling ? random.int(1, 10_000) : null,
      createdAt,
      stones,
      variants,
      similar: similar.filter((s) => s !== ''),
    };
  }
}
