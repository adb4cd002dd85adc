import {
  CatalogueEvents,
  type ImportJob,
  type ImportJobReport,
  type ImportOffersMessage,
  OFFER_FILE_COLUMNS,
  type OfferKind,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { recordChange } from '../catalogue-admin/catalogue-change';
import { readImportFile, type RowIssue } from '../import-jobs/import-file';
import { ImportJobs, renderIssues } from '../import-jobs/import-jobs.service';
import { designs, offers, variants } from '../schema/catalogue.schema';
import { announceSearchChange } from '../search/search-changes';
import { OfferEffects } from './offer-effects.service';
import { type CurrentOffer, type OfferRow, readOfferRows, type VariantFacts } from './offer-rules';

const CHUNK = 2000;

/**
 * Offer files (CSV or XLSX: sku, offer_price, max_quantity, starts_on, ends_on) run as import jobs,
 * like the designs import: every bad row is reported with its column and reason, and only a clean
 * file that is not a dry run is applied, all rows in one transaction.
 */
@Injectable()
export class OfferImportService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly jobs: ImportJobs,
    private readonly effects: OfferEffects,
    private readonly cache: CatalogueCache,
  ) {}

  start(ctx: RequestContext, message: ImportOffersMessage): Promise<ImportJob> {
    const content = Buffer.from(message.contentBase64, 'base64');
    return this.jobs.start(ctx, 'offers', message, (jobId) => this.run(ctx, jobId, message, content));
  }

  job(ctx: RequestContext, jobId: string): Promise<ImportJob> {
    return this.jobs.job(ctx, 'offers', jobId);
  }

  private async run(
    ctx: RequestContext,
    jobId: string,
    message: ImportOffersMessage,
    content: Buffer,
  ): Promise<ImportJobReport> {
    const { rows, headerIssues } = await readImportFile(message.format, content, OFFER_FILE_COLUMNS);
    await this.jobs.total(jobId, rows.length * (message.dryRun ? 1 : 2));
    const issues: RowIssue[] = [...headerIssues];
    let read: { offers: OfferRow[]; issues: RowIssue[] } = { offers: [], issues: [] };
    if (headerIssues.length === 0) {
      const skus = rows.map((row) => (row.sku ?? '').trim()).filter((sku) => sku !== '');
      const facts = await this.variantsBySku(ctx.tenantId, skus);
      const current = await this.currentOffers(
        ctx.tenantId,
        [...facts.values()].map((fact) => fact.variantId),
      );
      read = readOfferRows(message.kind, rows, facts, current, new Date());
      issues.push(...read.issues);
    }
    this.jobs.progress(jobId, rows.length);
    const replaced = read.offers.filter((offer) => offer.replaces !== null).length;
    const report: ImportJobReport = {
      ...renderIssues(ctx, issues),
      designs: new Set(read.offers.map((offer) => offer.designId)).size,
      variants: rows.length,
      created: issues.length === 0 ? read.offers.length - replaced : 0,
      updated: issues.length === 0 ? replaced : 0,
      unchanged: 0,
    };
    if (issues.length === 0 && !message.dryRun && read.offers.length > 0) {
      await this.database.db.transaction((tx) => this.apply(tx, ctx, message.kind, read.offers));
      this.effects.forget(ctx.tenantId);
      await this.cache.invalidateTenant(ctx.tenantId);
    }
    return report;
  }

  /** Every row in one transaction: new offers inserted, a variant's current offer of the kind replaced. */
  private async apply(tx: Database, ctx: RequestContext, kind: OfferKind, rows: OfferRow[]): Promise<void> {
    const now = new Date();
    const ids: string[] = [];
    for (const row of rows) {
      const terms = {
        offerPrice: row.offerPrice.toFixed(2),
        maxQuantity: row.maxQuantity,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        updatedBy: ctx.userId,
        updatedAt: now,
      };
      if (row.replaces) {
        await tx
          .update(offers)
          .set({ ...terms, version: sql`${offers.version} + 1` })
          .where(and(eq(offers.tenantId, ctx.tenantId), eq(offers.id, row.replaces)));
        ids.push(row.replaces);
      } else {
        const [created] = await tx
          .insert(offers)
          .values({
            ...terms,
            tenantId: ctx.tenantId,
            kind,
            variantId: row.variantId,
            designId: row.designId,
          })
          .returning({ id: offers.id });
        if (created) ids.push(created.id);
      }
    }
    await recordChange(
      tx,
      ctx,
      CatalogueEvents.OffersChanged,
      [
        {
          entityType: 'offer',
          entityId: kind,
          action: 'updated',
          after: { uploaded: ids.length, offerIds: ids },
        },
      ],
      [...new Set(rows.map((row) => row.designId))],
    );
    // A replaced offer may change a card's price without changing its state: reload those cards.
    await announceSearchChange(tx, ctx.tenantId, [...new Set(rows.map((row) => row.designId))]);
    await this.effects.apply(tx, ctx);
  }

  private async variantsBySku(tenantId: string, skus: string[]): Promise<Map<string, VariantFacts>> {
    const found = new Map<string, VariantFacts>();
    const wanted = [...new Set(skus.map((sku) => sku.toLowerCase()))];
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const rows = await this.database.db
        .select({
          sku: variants.sku,
          variantId: variants.id,
          designId: variants.designId,
          retired: designs.retired,
          labGrown: designs.isLabGrown,
        })
        .from(variants)
        .innerJoin(designs, eq(designs.id, variants.designId))
        .where(
          and(
            eq(variants.tenantId, tenantId),
            inArray(sql`lower(${variants.sku})`, wanted.slice(i, i + CHUNK)),
          ),
        );
      for (const row of rows) found.set(row.sku.toLowerCase(), row);
    }
    return found;
  }

  /** Offers not over yet (scheduled or active) of the given variants. */
  private async currentOffers(tenantId: string, variantIds: string[]): Promise<Map<string, CurrentOffer>> {
    const found = new Map<string, CurrentOffer>();
    for (let i = 0; i < variantIds.length; i += CHUNK) {
      const rows = await this.database.db
        .select({ id: offers.id, kind: offers.kind, variantId: offers.variantId })
        .from(offers)
        .where(
          and(
            eq(offers.tenantId, tenantId),
            inArray(offers.variantId, variantIds.slice(i, i + CHUNK)),
            isNull(offers.endedAt),
            gt(offers.endsAt, sql`now()`),
          ),
        );
      for (const row of rows) found.set(row.variantId, row);
    }
    return found;
  }
}
