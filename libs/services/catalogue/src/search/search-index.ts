import { RoaringBitmap32 } from 'roaring-wasm';
import { cardFrom, cardImage, type CardSource, nowMicros } from './card-choice';
import type { CardData } from './cards';
import { type FacetsCore, facetRequests } from './facet-requests';
import type { SearchPlan } from './search-plan';
import { type FacetRequest, needsVariantCheck, type WhereOptions } from './search-sql';
import { TAG_BASE, TAG_NS } from './tags';
import type { TextQuery } from './text-query';
import {
  anyVariantMeets,
  ID_COLUMNS,
  matchingKey,
  VARIANT_COLUMNS,
  VARIANT_STRIDE,
  variantCriteria,
  variantMeets,
} from './variant-criteria';

/** One row of `catalogue.design_search` with its variants, as the index keeps it. */
export interface IndexedDesign {
  id: string;
  number: string;
  tags: Int32Array;
  minTrade: number;
  maxTrade: number;
  minCarat: number;
  maxCarat: number;
  inStock: boolean;
  /** newest_at in microseconds since the epoch (exact in a double), so ties stay ties. */
  newest: number;
  bestRank: number;
  /** The lexemes of search_tsv, as PostgreSQL made them. */
  lexemes: readonly string[];
  /** Packed variants, VARIANT_STRIDE numbers each (see VARIANT_COLUMNS), cheapest first, then by SKU. */
  variants: Float64Array;
  /** What the design's listing card shows besides its variant. */
  card: CardSource;
}

/** What the autocomplete shows of a design: the in-memory twin of its statement in text-search.service.ts. */
export interface SuggestionData {
  id: string;
  number: string;
  name: string;
  itemId: number;
  mainGroupId: number;
  imageKey: string | null;
  karatId: number;
  shadeId: number;
  qualityId: number;
  totalCarat: number;
}

/** A listing as the index answers it; `ids` null when its page must come from SQL (text relevance). */
export interface IndexAnswer {
  total: number;
  ids: string[] | null;
  facets?: FacetsCore;
}

type RankKey = 'id' | 'newest' | 'best_selling' | 'price' | 'carat' | 'number' | 'numberLower' | 'bestNumber';

interface Ranking {
  order: Uint32Array;
  rank: Uint32Array;
}

const NO_VARIANTS = new Float64Array(0);

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** search_terms holds lexemes of three letters or more (the words misspellings are corrected to). */
const isTerm = (lexeme: string): boolean => lexeme.length >= 3 && /^\p{L}+$/u.test(lexeme);

/** From this many designs on, a word's designs are kept as a bitmap for the text search. */
const LEXEME_BITMAP_FROM = 512;
/** From this many designs on, a namespace's facet counts come from its tags' bitmaps. */
const BITMAP_COUNT_FROM = 256;

function grown(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(size);
  next.set(array);
  return next;
}

function grownFloat(array: Float64Array, size: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(size);
  next.set(array);
  return next;
}

/** The length of the compact ids for a packed variant array of this length. */
const idsLength = (packedLength: number): number => Math.ceil(packedLength / VARIANT_STRIDE) * ID_COLUMNS;

/** The ranks of a set's designs in an order, sorted: the set in that order. */
function ranksOf(set: Uint32Array, rank: Uint32Array): Uint32Array {
  const ranks = new Uint32Array(set.length);
  for (let i = 0; i < set.length; i += 1) ranks[i] = rank[set[i] ?? 0] ?? 0;
  return ranks.sort();
}

function sortedRange(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A tenant's searchable designs in memory: a compressed bitmap of designs per tag and per lexeme for
 * filtering, packed variants for the per-variant checks, and sorted orders for paging. It answers a
 * plan exactly as search-sql.ts does, from the same stored projection. Every method is synchronous, so
 * an update never interleaves with a query.
 */
export class TenantSearchIndex {
  private readonly designs: Array<IndexedDesign | undefined> = [];
  private readonly byId = new Map<string, number>();
  private readonly tagBitmaps = new Map<number, RoaringBitmap32>();
  private readonly slotOfTag = new Map<number, number>();
  private readonly tagOfSlot: number[] = [];
  private readonly inStock = new RoaringBitmap32();
  private readonly alive = new RoaringBitmap32();
  private readonly postings = new Map<string, number[]>();
  /** Bitmaps of the words with many designs, built on first use (see `lexemeBitmap`). */
  private readonly lexemeBitmaps = new Map<string, RoaringBitmap32>();
  private vocabulary: string[] | null = null;
  private readonly rankings = new Map<RankKey, Ranking>();
  private bulk: { tags: Map<number, number[]>; inStock: number[]; alive: number[] } | null = null;
  /**
   * Every design's variants in one packed array (a design's run from variantFrom to variantTo), and its
   * price and carat ranges in another: scans over many designs then read memory in order.
   */
  private packed = new Float64Array(1 << 16);
  private packedEnd = 0;
  /** The variants' property ids once more, compact (see ID_COLUMNS): what the filter checks read. */
  private ids = new Uint32Array(idsLength(this.packed.length));
  private variantFrom = new Int32Array(1024);
  private variantTo = new Int32Array(1024);
  private bounds = new Float64Array(1024 * 4);
  /** Likewise each design's tags, as dense tag numbers (for counting), from tagFrom to tagTo. */
  private packedTags = new Uint32Array(1 << 16);
  private packedTagsEnd = 0;
  private tagFrom = new Int32Array(1024);
  private tagTo = new Int32Array(1024);
  /** The largest id of each variant property (sizes the per-query tallies). */
  private readonly maxVariantValue: number[] = [];

  get size(): number {
    return this.alive.size;
  }

  /**
   * Loads many new designs at once: their slots gather in plain arrays and become bitmaps in one step
   * each, instead of one WebAssembly call per design and tag.
   */
  async bulkLoad(load: (add: (design: IndexedDesign) => void) => Promise<unknown>): Promise<void> {
    this.bulk = { tags: new Map(), inStock: [], alive: [] };
    const finish = () => {
      const bulk = this.bulk;
      if (!bulk) return;
      this.bulk = null;
      for (const [tag, slots] of bulk.tags) this.bitmapFor(tag).addMany(Uint32Array.from(slots));
      this.inStock.addMany(Uint32Array.from(bulk.inStock));
      this.alive.addMany(Uint32Array.from(bulk.alive));
    };
    const adding = load((design) => {
      // A design seen twice in one load is replaced through the ordinary path.
      if (this.byId.has(design.id)) {
        finish();
        this.upsert(design);
        this.bulk = { tags: new Map(), inStock: [], alive: [] };
        return;
      }
      this.upsert(design);
    });
    try {
      await adding;
    } finally {
      finish();
    }
  }

  /** Adds a design, or replaces what the index knew of it. */
  upsert(design: IndexedDesign): void {
    const known = this.byId.get(design.id);
    const slot = known ?? this.designs.length;
    const old = known === undefined ? undefined : this.designs[slot];
    if (old) this.unlink(slot, old, design);
    else {
      this.byId.set(design.id, slot);
      this.rankings.clear();
    }
    this.place(slot, design);
    this.designs[slot] = { ...design, variants: NO_VARIANTS };
    for (let at = 0; at < design.variants.length; at += VARIANT_STRIDE) {
      for (const column of [
        VARIANT_COLUMNS.metal,
        VARIANT_COLUMNS.shade,
        VARIANT_COLUMNS.karat,
        VARIANT_COLUMNS.quality,
      ]) {
        const value = design.variants[at + column] ?? 0;
        if (value > (this.maxVariantValue[column] ?? 0)) this.maxVariantValue[column] = value;
      }
    }
    for (const tag of design.tags) {
      if (old?.tags.includes(tag)) continue;
      if (this.bulk) {
        const list = this.bulk.tags.get(tag);
        if (list) list.push(slot);
        else this.bulk.tags.set(tag, [slot]);
      } else this.bitmapFor(tag).add(slot);
    }
    const oldLexemes = new Set(old?.lexemes ?? []);
    for (const lexeme of design.lexemes) {
      if (oldLexemes.has(lexeme)) continue;
      const list = this.postings.get(lexeme);
      if (list) {
        list.push(slot);
        this.forgetLexemeBitmap(lexeme);
      } else {
        this.postings.set(lexeme, [slot]);
        this.vocabulary = null;
      }
    }
    if (this.bulk) {
      if (design.inStock) this.bulk.inStock.push(slot);
      this.bulk.alive.push(slot);
      return;
    }
    if (design.inStock) this.inStock.add(slot);
    else this.inStock.remove(slot);
    this.alive.add(slot);
  }

  /** Drops a design (retired, or without variants: it left design_search). */
  remove(id: string): void {
    const slot = this.byId.get(id);
    if (slot === undefined) return;
    const old = this.designs[slot];
    if (old) this.unlink(slot, old, undefined);
    this.inStock.remove(slot);
    this.alive.remove(slot);
    this.designs[slot] = undefined;
    this.tagTo[slot] = this.tagFrom[slot] ?? 0;
    this.byId.delete(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Frees the bitmaps (they live in WebAssembly memory, outside the garbage collector). */
  dispose(): void {
    for (const bitmap of [...this.tagBitmaps.values(), ...this.lexemeBitmaps.values()]) bitmap.dispose();
    this.tagBitmaps.clear();
    this.lexemeBitmaps.clear();
    this.inStock.dispose();
    this.alive.dispose();
  }

  /** Whether search_terms has a word starting with this one (then the database offers no correction). */
  hasTermWithPrefix(word: string): boolean {
    const vocabulary = this.sortedVocabulary();
    for (let i = sortedRange(vocabulary, word); i < vocabulary.length; i += 1) {
      const lexeme = vocabulary[i] ?? '';
      if (!lexeme.startsWith(word)) return false;
      if (isTerm(lexeme)) return true;
    }
    return false;
  }

  /** A listing: total, the page's design ids in order, and (when asked) facet counts and ranges. */
  search(plan: SearchPlan): IndexAnswer {
    const text = plan.text ? this.textBitmap(plan.text) : null;
    try {
      const set = this.designSet(plan, {}, text);
      const ids = plan.sort === 'relevance' && plan.text ? null : this.page(plan, set);
      if (!plan.facets) return { total: set.length, ids };
      return { total: set.length, ids, facets: this.facets(plan, set, text) };
    } finally {
      text?.dispose();
    }
  }

  /**
   * The cards of a page, in the given order, as `loadCards` reads them from PostgreSQL for the same plan:
   * each design with the variant the card shows, its price now (offers decided by `now`, microseconds).
   * A design the index does not hold, or without a variant meeting the plan, has no card.
   */
  cards(ids: readonly string[], plan: SearchPlan, now: number = nowMicros()): CardData[] {
    const criteria = variantCriteria(plan);
    const largestFirst = plan.sort === 'total_carat';
    const cards: CardData[] = [];
    for (const id of ids) {
      const slot = this.byId.get(id);
      const design = slot === undefined ? undefined : this.designs[slot];
      if (slot === undefined || !design) continue;
      const card = cardFrom(
        design,
        criteria,
        largestFirst,
        this.packed,
        this.variantFrom[slot] ?? 0,
        this.variantTo[slot] ?? 0,
        now,
      );
      if (card) cards.push(card);
    }
    return cards;
  }

  /** The autocomplete's rows of some designs, in the given order: each with its default variant. */
  suggestions(ids: readonly string[]): SuggestionData[] {
    const rows: SuggestionData[] = [];
    for (const id of ids) {
      const slot = this.byId.get(id);
      const design = slot === undefined ? undefined : this.designs[slot];
      if (slot === undefined || !design) continue;
      const at = (this.variantFrom[slot] ?? 0) + design.card.defaultVariant * VARIANT_STRIDE;
      if (at >= (this.variantTo[slot] ?? 0)) continue;
      const value = (column: number): number => this.packed[at + column] ?? 0;
      rows.push({
        id,
        number: design.number,
        name: design.card.name,
        itemId: design.card.itemId,
        mainGroupId: design.card.mainGroupId,
        imageKey: cardImage(design.card, value(VARIANT_COLUMNS.shade)),
        karatId: value(VARIANT_COLUMNS.karat),
        shadeId: value(VARIANT_COLUMNS.shade),
        qualityId: value(VARIANT_COLUMNS.quality),
        totalCarat: value(VARIANT_COLUMNS.carat),
      });
    }
    return rows;
  }

  /** The autocomplete's page: design-number matches first in number order, else best sellers first. */
  autocomplete(text: TextQuery, page: number, limit: number): string[] {
    const bitmap = this.textBitmap(text);
    let set: Uint32Array;
    try {
      set = bitmap.toUint32Array();
    } finally {
      bitmap.dispose();
    }
    const offset = (page - 1) * limit;
    if (text.numberPrefix === null) return this.byRank(set, 'bestNumber', offset, limit, false);
    const ordered = this.ordered(set, 'number');
    const prefix = text.numberPrefix;
    const lower = (slot: number) => (this.designs[slot]?.number ?? '').toLowerCase();
    const first = ordered.filter((slot) => lower(slot).startsWith(prefix));
    const rest = ordered.filter((slot) => !lower(slot).startsWith(prefix));
    return [...first, ...rest].slice(offset, offset + limit).map((slot) => this.idOf(slot));
  }

  // ---- sets ------------------------------------------------------------------------------------------

  /** The designs meeting a plan's conditions, as `designConditions` in search-sql.ts: ascending slots. */
  private designSet(plan: SearchPlan, options: WhereOptions, text: RoaringBitmap32 | null): Uint32Array {
    const temporary: RoaringBitmap32[] = [];
    const operands: RoaringBitmap32[] = [];
    try {
      for (const group of plan.groups) {
        if (group.user && group.filter === options.exclude) continue;
        const present = group.tags.flatMap((tag) => {
          const bitmap = this.tagBitmaps.get(tag);
          return bitmap ? [bitmap] : [];
        });
        if (present.length === 1 && present[0]) operands.push(present[0]);
        else {
          const union = new RoaringBitmap32();
          temporary.push(union);
          for (const bitmap of present) union.orInPlace(bitmap);
          operands.push(union);
        }
      }
      if (plan.inStock) operands.push(this.inStock);
      if (text) operands.push(text);
      const candidates = this.intersect(operands, this.excluded(plan.without));
      return this.refine(plan, options, candidates);
    } finally {
      for (const bitmap of temporary) bitmap.dispose();
    }
  }

  /** The bitmaps of tags a design must not carry, as the NOT (tags && ...) condition of the SQL. */
  private excluded(tags: readonly number[]): RoaringBitmap32[] {
    return tags.flatMap((tag) => {
      const bitmap = this.tagBitmaps.get(tag);
      return bitmap && bitmap.size > 0 ? [bitmap] : [];
    });
  }

  /** The slots in every operand and in none of `without`, ascending; set operations stay in WebAssembly. */
  private intersect(operands: RoaringBitmap32[], without: readonly RoaringBitmap32[]): Uint32Array {
    const sorted = [...operands].sort((a, b) => a.size - b.size);
    const [first, second] = sorted;
    const base = first ?? this.alive;
    if (!second && without.length === 0) return base.toUint32Array();
    const result = second ? RoaringBitmap32.and(base, second) : base.clone();
    try {
      for (const bitmap of sorted.slice(2)) {
        if (result.size === 0) break;
        result.andInPlace(bitmap);
      }
      for (const bitmap of without) {
        if (result.size === 0) break;
        result.andNotInPlace(bitmap);
      }
      return result.toUint32Array();
    } finally {
      result.dispose();
    }
  }

  /** The design-level range overlaps and the one-variant check, on the candidates the bitmaps let through. */
  private refine(plan: SearchPlan, options: WhereOptions, candidates: Uint32Array): Uint32Array {
    const ranges = options.ranges ?? true;
    const { min: caratMin, max: caratMax } = ranges ? plan.carat : {};
    const { min: tradeMin, max: tradeMax } = ranges ? plan.trade : {};
    const criteria =
      (options.exists ?? true) && needsVariantCheck(plan, options) ? variantCriteria(plan, options) : null;
    if (
      caratMin === undefined &&
      caratMax === undefined &&
      tradeMin === undefined &&
      tradeMax === undefined &&
      criteria === null
    ) {
      return candidates;
    }
    const kept = new Uint32Array(candidates.length);
    let count = 0;
    const bounds = this.bounds;
    for (const slot of candidates) {
      const at = slot * 4;
      if (caratMin !== undefined && !((bounds[at + 1] ?? Number.NaN) >= caratMin)) continue;
      if (caratMax !== undefined && !((bounds[at] ?? Number.NaN) <= caratMax)) continue;
      if (tradeMin !== undefined && !((bounds[at + 3] ?? Number.NaN) >= tradeMin)) continue;
      if (tradeMax !== undefined && !((bounds[at + 2] ?? Number.NaN) <= tradeMax)) continue;
      if (
        criteria &&
        !anyVariantMeets(
          criteria,
          this.packed,
          this.variantFrom[slot] ?? 0,
          this.variantTo[slot] ?? 0,
          this.ids,
        )
      ) {
        continue;
      }
      kept[count] = slot;
      count += 1;
    }
    return kept.subarray(0, count);
  }

  /** Designs matching a text query: every word as a lexeme prefix (or a correction), or the number prefix. */
  private textBitmap(text: TextQuery): RoaringBitmap32 {
    const vocabulary = this.sortedVocabulary();
    let result: RoaringBitmap32 | null = null;
    try {
      for (const clause of text.clauses) {
        const words = new RoaringBitmap32();
        const few: number[] = [];
        const take = (lexeme: string) => {
          const list = this.postings.get(lexeme);
          if (!list) return;
          if (list.length < LEXEME_BITMAP_FROM) for (const slot of list) few.push(slot);
          else words.orInPlace(this.lexemeBitmap(lexeme, list));
        };
        for (let i = sortedRange(vocabulary, clause.prefix); i < vocabulary.length; i += 1) {
          const lexeme = vocabulary[i] ?? '';
          if (!lexeme.startsWith(clause.prefix)) break;
          take(lexeme);
        }
        for (const exact of clause.exact) take(exact);
        if (few.length > 0) words.addMany(Uint32Array.from(few));
        if (result === null) result = words;
        else {
          result.andInPlace(words);
          words.dispose();
        }
      }
      result ??= new RoaringBitmap32();
      if (text.numberPrefix !== null) result.addMany(this.numberPrefixSlots(text.numberPrefix));
      const done = result;
      result = null;
      return done;
    } finally {
      result?.dispose();
    }
  }

  private numberPrefixSlots(prefix: string): Uint32Array {
    const { order } = this.ranking('numberLower');
    const lower = (i: number) => (this.designs[order[i] ?? 0]?.number ?? '').toLowerCase();
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (lower(mid) < prefix) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < order.length && lower(end).startsWith(prefix)) end += 1;
    return order.slice(low, end);
  }

  // ---- facets ----------------------------------------------------------------------------------------

  private facets(plan: SearchPlan, base: Uint32Array, text: RoaringBitmap32 | null): FacetsCore {
    const counts: FacetsCore['counts'] = [];
    for (const request of facetRequests(plan)) {
      counts.push(...this.facetPart(plan, request, base, text));
    }
    const hasRanges =
      plan.carat.min !== undefined ||
      plan.carat.max !== undefined ||
      plan.trade.min !== undefined ||
      plan.trade.max !== undefined;
    const rangeSet = hasRanges ? this.designSet(plan, { ranges: false }, text) : base;
    // From the packed bounds (min and max carat, min and max trade price per slot), in slot order.
    const bounds = this.bounds;
    let [caratMin, caratMax, tradeMin, tradeMax] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const slot of rangeSet) {
      const at = slot * 4;
      caratMin = Math.min(caratMin, bounds[at] ?? Number.NaN);
      caratMax = Math.max(caratMax, bounds[at + 1] ?? Number.NaN);
      tradeMin = Math.min(tradeMin, bounds[at + 2] ?? Number.NaN);
      tradeMax = Math.max(tradeMax, bounds[at + 3] ?? Number.NaN);
    }
    const found = rangeSet.length > 0;
    const caratRange: FacetsCore['caratRange'] = found ? { min: caratMin, max: caratMax } : null;
    const tradeRange: FacetsCore['tradeRange'] = found ? { min: tradeMin, max: tradeMax } : null;
    return { total: base.length, counts, caratRange, tradeRange };
  }

  private facetPart(
    plan: SearchPlan,
    request: FacetRequest,
    base: Uint32Array,
    text: RoaringBitmap32 | null,
  ): FacetsCore['counts'] {
    const options: WhereOptions = request.exclude !== undefined ? { exclude: request.exclude } : {};
    const variantFilters = request.variantFilters ?? [];
    const criteria = variantCriteria(plan, options);
    if (variantFilters.length > 0 && !criteria.none) {
      // Values counted on the variants that meet the (other) variant filters, once per design: a
      // value's stamp holds the last design that counted it.
      const set = this.designSet(plan, { ...options, exists: false }, text);
      const passes = variantFilters.map((filter) => {
        const size = (this.maxVariantValue[VARIANT_COLUMNS[filter]] ?? 0) + 1;
        return {
          filter,
          column: VARIANT_COLUMNS[filter],
          stamps: new Int32Array(size).fill(-1),
          counts: new Int32Array(size),
        };
      });
      const variants = this.packed;
      const ids = this.ids;
      for (const slot of set) {
        const to = this.variantTo[slot] ?? 0;
        for (let at = this.variantFrom[slot] ?? 0; at < to; at += VARIANT_STRIDE) {
          if (!variantMeets(criteria, variants, at, ids)) continue;
          const base = (at / VARIANT_STRIDE) * ID_COLUMNS;
          for (const pass of passes) {
            const value = ids[base + pass.column] ?? 0;
            if (pass.stamps[value] === slot) continue;
            pass.stamps[value] = slot;
            pass.counts[value] = (pass.counts[value] ?? 0) + 1;
          }
        }
      }
      const rows: FacetsCore['counts'] = [];
      for (const pass of passes) {
        pass.counts.forEach((n, value) => {
          if (n > 0) rows.push({ facet: request.facet, tag: TAG_NS[pass.filter] * TAG_BASE + value, n });
        });
      }
      return rows;
    }
    const set = request.exclude === undefined ? base : this.designSet(plan, options, text);
    const namespace = request.namespace;
    if (namespace !== undefined && set.length >= BITMAP_COUNT_FROM) {
      return this.namespaceCounts(request.facet, namespace, set);
    }
    const slotCounts = new Int32Array(this.tagOfSlot.length);
    for (const slot of set) {
      const to = this.tagTo[slot] ?? 0;
      for (let at = this.tagFrom[slot] ?? 0; at < to; at += 1) {
        const tagSlot = this.packedTags[at] ?? 0;
        slotCounts[tagSlot] = (slotCounts[tagSlot] ?? 0) + 1;
      }
    }
    const rows: FacetsCore['counts'] = [];
    slotCounts.forEach((n, tagSlot) => {
      const tag = this.tagOfSlot[tagSlot] ?? 0;
      if (n === 0) return;
      if (namespace !== undefined && Math.floor(tag / TAG_BASE) !== namespace) return;
      rows.push({ facet: request.facet, tag, n });
    });
    if (request.facet === 'base' && set.length > 0) rows.push({ facet: 'base', tag: 0, n: set.length });
    return rows;
  }

  /**
   * The counts of one namespace's tags in a set: a namespace holds a few of the tags, so intersecting
   * their bitmaps with the set beats walking every tag of every design in it.
   */
  private namespaceCounts(facet: string, namespace: number, set: Uint32Array): FacetsCore['counts'] {
    const bitmap = RoaringBitmap32.from(set);
    try {
      const rows: FacetsCore['counts'] = [];
      for (const tag of this.tagOfSlot) {
        if (Math.floor(tag / TAG_BASE) !== namespace) continue;
        const n = this.tagBitmaps.get(tag)?.andCardinality(bitmap) ?? 0;
        if (n > 0) rows.push({ facet, tag, n });
      }
      return rows;
    } finally {
      bitmap.dispose();
    }
  }

  // ---- order and pages -------------------------------------------------------------------------------

  private page(plan: SearchPlan, set: Uint32Array): string[] {
    const offset = (plan.page - 1) * plan.limit;
    if (offset >= set.length) return [];
    const criteria = variantCriteria(plan);
    switch (plan.sort) {
      case 'best_selling':
        return this.byRank(set, 'best_selling', offset, plan.limit, false);
      case 'price_asc':
      case 'price_desc': {
        const descending = plan.sort === 'price_desc';
        if (criteria.none) return this.byRank(set, 'price', offset, plan.limit, descending);
        return this.byKey(
          set,
          offset,
          plan.limit,
          (from, to) => matchingKey(criteria, this.packed, 'min-trade', from, to),
          {
            descending,
          },
        );
      }
      case 'total_carat':
        if (criteria.none) return this.byRank(set, 'carat', offset, plan.limit, false);
        // Largest first, designs without a matching variant last, then by id.
        return this.byKey(
          set,
          offset,
          plan.limit,
          (from, to) => -matchingKey(criteria, this.packed, 'max-carat', from, to),
          {
            descending: false,
          },
        );
      case 'design_number':
        return this.byRank(set, 'number', offset, plan.limit, false);
      case 'newest':
      case 'relevance':
      default:
        return this.byRank(set, 'newest', offset, plan.limit, false);
    }
  }

  private idOf(slot: number): string {
    return this.designs[slot]?.id ?? '';
  }

  /** A page of the set in a precomputed order (or its reverse). */
  private byRank(set: Uint32Array, key: RankKey, offset: number, limit: number, reverse: boolean): string[] {
    const { order, rank } = this.ranking(key);
    const ranks = ranksOf(set, rank);
    const from = reverse ? Math.max(0, ranks.length - offset - limit) : offset;
    const to = reverse ? ranks.length - offset : offset + limit;
    const page = Array.from(ranks.subarray(from, to), (r) => this.idOf(order[r] ?? 0));
    return reverse ? page.reverse() : page;
  }

  private ordered(set: Uint32Array, key: RankKey): number[] {
    const { order, rank } = this.ranking(key);
    return Array.from(Uint32Array.from(set, (slot) => rank[slot] ?? 0).sort(), (r) => order[r] ?? 0);
  }

  /**
   * A page ordered by a per-query key (ascending, NaN last, then id), as `ORDER BY key, id`; descending
   * reverses the whole order, as `ORDER BY key DESC, id DESC` does (NULLs first).
   */
  private byKey(
    set: Uint32Array,
    offset: number,
    limit: number,
    keyOf: (from: number, to: number) => number,
    options: { descending: boolean },
  ): string[] {
    const { rank: idRank } = this.ranking('id');
    const keys = new Float64Array(set.length);
    const ids = new Uint32Array(set.length);
    set.forEach((slot, i) => {
      keys[i] = keyOf(this.variantFrom[slot] ?? 0, this.variantTo[slot] ?? 0);
      ids[i] = idRank[slot] ?? 0;
    });
    const compare = (a: number, b: number): number => {
      const ka = keys[a] ?? Number.NaN;
      const kb = keys[b] ?? Number.NaN;
      const nullA = Number.isNaN(ka);
      const nullB = Number.isNaN(kb);
      if (nullA !== nullB) return nullA ? 1 : -1;
      if (!nullA && ka !== kb) return ka - kb;
      return (ids[a] ?? 0) - (ids[b] ?? 0);
    };
    const positions = Array.from({ length: set.length }, (_, i) => i).sort(
      options.descending ? (a, b) => compare(b, a) : compare,
    );
    const slots = positions.map((i) => set[i] ?? 0);
    return slots.slice(offset, offset + limit).map((slot) => this.idOf(slot));
  }

  private ranking(key: RankKey): Ranking {
    const known = this.rankings.get(key);
    if (known) return known;
    const designs = this.designs;
    const d = (slot: number): IndexedDesign => designs[slot] as IndexedDesign;
    const byId = (a: number, b: number) => byText(d(a).id, d(b).id);
    const compare: Record<RankKey, (a: number, b: number) => number> = {
      id: byId,
      newest: (a, b) => d(b).newest - d(a).newest || byId(a, b),
      best_selling: (a, b) => d(a).bestRank - d(b).bestRank || byId(a, b),
      price: (a, b) => d(a).minTrade - d(b).minTrade || byId(a, b),
      carat: (a, b) => d(b).maxCarat - d(a).maxCarat || byId(a, b),
      number: (a, b) => byText(d(a).number, d(b).number) || byId(a, b),
      numberLower: (a, b) => byText(d(a).number.toLowerCase(), d(b).number.toLowerCase()) || byId(a, b),
      bestNumber: (a, b) => d(a).bestRank - d(b).bestRank || byText(d(a).number, d(b).number),
    };
    const order = this.alive.toUint32Array().sort(compare[key]);
    const rank = new Uint32Array(designs.length);
    order.forEach((slot, i) => {
      rank[slot] = i;
    });
    const ranking = { order, rank };
    this.rankings.set(key, ranking);
    return ranking;
  }

  // ---- upkeep ----------------------------------------------------------------------------------------

  /** Writes a design's variants and bounds into the packed arrays: over its old run when they fit. */
  private place(slot: number, design: IndexedDesign): void {
    if (slot >= this.variantFrom.length) {
      const size = Math.max(slot + 1, this.variantFrom.length * 2);
      this.variantFrom = grown(this.variantFrom, size);
      this.variantTo = grown(this.variantTo, size);
      this.bounds = grownFloat(this.bounds, size * 4);
      this.tagFrom = grown(this.tagFrom, size);
      this.tagTo = grown(this.tagTo, size);
    }
    const tags = Uint32Array.from(design.tags, (tag) => this.slotFor(tag));
    const tagsFit = (this.tagTo[slot] ?? 0) - (this.tagFrom[slot] ?? 0) >= tags.length;
    let tagsFrom = this.tagFrom[slot] ?? 0;
    if (!tagsFit) {
      if (this.packedTagsEnd + tags.length > this.packedTags.length) {
        const next = new Uint32Array(Math.max(this.packedTagsEnd + tags.length, this.packedTags.length * 2));
        next.set(this.packedTags);
        this.packedTags = next;
      }
      tagsFrom = this.packedTagsEnd;
      this.packedTagsEnd += tags.length;
    }
    this.packedTags.set(tags, tagsFrom);
    this.tagFrom[slot] = tagsFrom;
    this.tagTo[slot] = tagsFrom + tags.length;
    const length = design.variants.length;
    const oldFrom = this.variantFrom[slot] ?? 0;
    const fits = (this.variantTo[slot] ?? 0) - oldFrom >= length;
    let from = oldFrom;
    if (!fits) {
      if (this.packedEnd + length > this.packed.length) {
        this.packed = grownFloat(this.packed, Math.max(this.packedEnd + length, this.packed.length * 2));
        const ids = new Uint32Array(idsLength(this.packed.length));
        ids.set(this.ids);
        this.ids = ids;
      }
      from = this.packedEnd;
      this.packedEnd += length;
    }
    this.packed.set(design.variants, from);
    for (let at = 0; at < length; at += VARIANT_STRIDE) {
      const base = ((from + at) / VARIANT_STRIDE) * ID_COLUMNS;
      for (let column = 0; column < ID_COLUMNS; column += 1) {
        this.ids[base + column] = design.variants[at + column] ?? 0;
      }
    }
    this.variantFrom[slot] = from;
    this.variantTo[slot] = from + length;
    this.bounds.set([design.minCarat, design.maxCarat, design.minTrade, design.maxTrade], slot * 4);
  }

  private slotFor(tag: number): number {
    const known = this.slotOfTag.get(tag);
    if (known !== undefined) return known;
    const slot = this.tagOfSlot.length;
    this.tagOfSlot.push(tag);
    this.slotOfTag.set(tag, slot);
    return slot;
  }

  private bitmapFor(tag: number): RoaringBitmap32 {
    let bitmap = this.tagBitmaps.get(tag);
    if (!bitmap) {
      bitmap = new RoaringBitmap32();
      this.tagBitmaps.set(tag, bitmap);
    }
    return bitmap;
  }

  /** Takes a design's old entries out (those its new version no longer has) and drops stale orders. */
  private unlink(slot: number, old: IndexedDesign, next: IndexedDesign | undefined): void {
    for (const tag of old.tags) {
      if (next?.tags.includes(tag)) continue;
      this.tagBitmaps.get(tag)?.remove(slot);
    }
    const keep = new Set(next?.lexemes ?? []);
    for (const lexeme of old.lexemes) {
      if (keep.has(lexeme)) continue;
      const list = this.postings.get(lexeme);
      if (!list) continue;
      const at = list.indexOf(slot);
      if (at >= 0) list.splice(at, 1);
      this.forgetLexemeBitmap(lexeme);
      if (list.length === 0) {
        this.postings.delete(lexeme);
        this.vocabulary = null;
      }
    }
    if (
      !next ||
      next.newest !== old.newest ||
      next.bestRank !== old.bestRank ||
      next.minTrade !== old.minTrade ||
      next.maxCarat !== old.maxCarat ||
      next.number !== old.number
    ) {
      this.rankings.clear();
    }
  }

  /** A common word's designs as a bitmap, kept until its postings change. */
  private lexemeBitmap(lexeme: string, list: readonly number[]): RoaringBitmap32 {
    let bitmap = this.lexemeBitmaps.get(lexeme);
    if (!bitmap) {
      bitmap = RoaringBitmap32.from(Uint32Array.from(list));
      this.lexemeBitmaps.set(lexeme, bitmap);
    }
    return bitmap;
  }

  private forgetLexemeBitmap(lexeme: string): void {
    this.lexemeBitmaps.get(lexeme)?.dispose();
    this.lexemeBitmaps.delete(lexeme);
  }

  private sortedVocabulary(): string[] {
    this.vocabulary ??= [...this.postings.keys()].sort(byText);
    return this.vocabulary;
  }
}
