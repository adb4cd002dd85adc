import { type AutocompleteDto, type DesignSearchResult } from '@atelier/contracts/catalogue';
import { SHADE_IMAGE_KEY } from '../images-admin/shade-image';
import type { RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { queryRows } from '../db/query';
import { int, pgArray } from '../db/sql-arrays';
import { imageUrl } from '../images/image-keys';
import { LookupsService } from '../lookups/lookups.service';
import type { SuggestionData } from './search-index';
import { SearchIndexService } from './search-index.service';
import { textCondition } from './search-sql';
import { buildTextQuery, correctable, type TextQuery, tokenize } from './text-query';

interface SuggestionRow {
  id: string;
  design_number: string;
  name: string;
  item_id: number;
  main_group_id: number;
  image_key: string | null;
  karat_id: number;
  shade_id: number;
  quality_id: number;
  total_carat: string;
}

/**
 * The autocomplete statement. A design-number prefix lists its numbers in order (R10: R1001, R1002...)
 * before any name match; words list best sellers first.
 */
export function autocompleteQuery(tenantId: string, text: TextQuery, page: number, limit: number) {
  const order =
    text.numberPrefix === null
      ? sql`ds.best_selling_rank, ds.design_number`
      : sql`(lower(ds.design_number) LIKE ${sql.raw(`'${text.numberPrefix}%'`)}) DESC, ds.design_number`;
  return sql`SELECT ds.design_id AS id FROM catalogue.design_search ds
    WHERE ds.tenant_id = ${tenantId} AND ${textCondition(text)}
    ORDER BY ${order}
    LIMIT ${int(limit)} OFFSET ${int((page - 1) * limit)}`;
}

/** For misspelt words (no catalogue word starts with them), the most similar catalogue words by trigram. */
export function correctionsQuery(tenantId: string, words: readonly string[]) {
  return sql`SELECT w.word, c.term FROM unnest(${pgArray(words)}::text[]) AS w(word)
    CROSS JOIN LATERAL (
      SELECT st.term FROM catalogue.search_terms st
      WHERE st.tenant_id = ${tenantId} AND st.term % w.word
        AND NOT EXISTS (SELECT 1 FROM catalogue.search_terms p WHERE p.tenant_id = ${tenantId} AND p.term LIKE w.word || '%')
      ORDER BY st.term <-> w.word, st.term LIMIT 3
    ) c`;
}

@Injectable()
export class TextSearchService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly lookups: LookupsService,
    @Optional() private readonly indexes?: SearchIndexService,
  ) {}

  /** What was typed, as a text query with corrections of misspelt words; null when nothing searchable. */
  async parse(tenantId: string, input: string): Promise<TextQuery | null> {
    const words = tokenize(input);
    // A word that starts a catalogue word gets no correction from the database: the index knows which.
    const searchIndex = this.indexes?.current(tenantId);
    const toCorrect = correctable(words).filter((word) => !searchIndex?.hasTermWithPrefix(word));
    const corrections = new Map<string, string[]>();
    if (toCorrect.length > 0) {
      const rows = await queryRows<{ word: string; term: string }>(
        this.database.db,
        correctionsQuery(tenantId, toCorrect),
      );
      for (const row of rows) corrections.set(row.word, [...(corrections.get(row.word) ?? []), row.term]);
    }
    return buildTextQuery(words, corrections);
  }

  /** Spec section 7, POST /products/search/design: the header's design autocomplete, cached per text. */
  async autocomplete(ctx: RequestContext, dto: AutocompleteDto): Promise<DesignSearchResult[]> {
    const words = tokenize(dto.name);
    if (words.length === 0) return [];
    // From the index, uncached: as cheap as a cache round trip, and never stale.
    if (this.indexes?.current(ctx.tenantId)) return this.suggest(ctx.tenantId, dto);
    const hash = createHash('sha1')
      .update(JSON.stringify([words, dto.page, dto.limit]))
      .digest('base64url');
    return cached(
      this.cache,
      CatalogueCacheKeys.autocomplete(ctx.tenantId, hash),
      CACHE_TTL.autocomplete,
      () => this.suggest(ctx.tenantId, dto),
    );
  }

  private async suggest(tenantId: string, dto: AutocompleteDto): Promise<DesignSearchResult[]> {
    const text = await this.parse(tenantId, dto.name);
    if (!text) return [];
    const searchIndex = this.indexes?.current(tenantId);
    const ids = searchIndex
      ? searchIndex.autocomplete(text, dto.page, dto.limit)
      : (
          await queryRows<{ id: string }>(
            this.database.db,
            autocompleteQuery(tenantId, text, dto.page, dto.limit),
          )
        ).map((row) => row.id);
    if (ids.length === 0) return [];
    // From memory when indexed: a statement per keystroke was most of the autocomplete's database work.
    const [rows, index] = await Promise.all([
      searchIndex ? searchIndex.suggestions(ids) : this.suggestionRows(tenantId, ids),
      this.lookups.index(tenantId),
    ]);
    return rows.map((row) => ({
      design: row.number,
      design_id: row.id,
      name: row.name,
      item: index.get('item', row.itemId)?.name ?? '',
      item_id: row.itemId,
      main_group_id: row.mainGroupId,
      karate: index.get('karat', row.karatId)?.name ?? '',
      karate_id: row.karatId,
      shade: index.get('shade', row.shadeId)?.name ?? '',
      shade_id: row.shadeId,
      quality: index.get('quality', row.qualityId)?.name ?? '',
      quality_id: row.qualityId,
      totalCarate: row.totalCarat,
      page2ImageUrl: row.imageKey ? imageUrl(row.imageKey) : null,
    }));
  }

  /** The autocomplete's rows from PostgreSQL, in the order of `ids`: each design with its default variant. */
  private async suggestionRows(tenantId: string, ids: readonly string[]): Promise<SuggestionData[]> {
    const rows = await queryRows<SuggestionRow>(
      this.database.db,
      sql`SELECT d.id, d.design_number, d.name, d.item_id, d.main_group_id, ${SHADE_IMAGE_KEY} AS image_key,
          v.karat_id, v.shade_id, v.quality_id, v.total_carat::text AS total_carat
        FROM catalogue.designs d
        CROSS JOIN LATERAL (SELECT * FROM catalogue.variants v WHERE v.design_id = d.id
          ORDER BY v.is_default DESC, v.trade_price, v.sku LIMIT 1) v
        WHERE d.tenant_id = ${tenantId} AND d.id = ANY(${pgArray(ids)}::uuid[])`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          number: row.design_number,
          name: row.name,
          itemId: row.item_id,
          mainGroupId: row.main_group_id,
          imageKey: row.image_key,
          karatId: row.karat_id,
          shadeId: row.shade_id,
          qualityId: row.quality_id,
          totalCarat: Number(row.total_carat),
        },
      ];
    });
  }
}
