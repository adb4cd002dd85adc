import {
  type AdminDesignImage,
  type BulkImageMatch,
  type BulkImageMiss,
  type BulkImagesResult,
  type BulkUploadImagesMessage,
  CatalogueEvents,
  type DesignImageKeyMessage,
  type DesignImagesMessage,
  type DesignImagesView,
  IMAGE_UPLOAD_FIELD,
  type ReorderDesignImagesMessage,
  type UpdateDesignImageMessage,
  type UploadDesignImagesMessage,
  type UploadedFileData,
} from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  type Database,
  DATABASE,
  type DatabaseHandle,
  type FileStorage,
  STORAGE,
  validationException,
} from '@atelier/platform';
import { AppException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { recordChange } from '../catalogue-admin/catalogue-change';
import { pgArray } from '../db/sql-arrays';
import { imageRef, sourceStorageKey } from '../images/image-keys';
import { LookupsService } from '../lookups/lookups.service';
import { designImages, designs, images } from '../schema/catalogue.schema';
import { announceSearchChange } from '../search/search-changes';
import { cleanCatalogueImage, type CleanCatalogueImage, isRefusal } from './catalogue-image';
import { type DesignPictureRow, displayOrder, pictureRows, writeOrder } from './design-pictures';
import { imageNameReadings, shadeOfToken } from './image-file-name';

interface StoredPicture {
  key: string;
  file: string;
}

function requireFiles(files: readonly UploadedFileData[]): void {
  if (files.length === 0)
    throw validationException({ [IMAGE_UPLOAD_FIELD]: [{ key: 'catalogue.images.required' }] });
}

const designNotFound = () =>
  new CatalogueException(CatalogueErrorCode.DesignNotFound, 'catalogue.designNotFound');

/** Pictures of designs, per shade (spec add-images, upload-images, edit-images). */
@Injectable()
export class ImagesAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(STORAGE) private readonly storage: FileStorage,
    private readonly lookups: LookupsService,
  ) {}

  async view(ctx: RequestContext, dto: DesignImagesMessage): Promise<DesignImagesView> {
    return this.database.db.transaction(async (tx) => this.viewIn(tx, ctx.tenantId, dto.designId));
  }

  async upload(ctx: RequestContext, dto: UploadDesignImagesMessage): Promise<DesignImagesView> {
    const [design] = await this.designsByIds(this.database.db, ctx.tenantId, [dto.designId]);
    if (!design) throw designNotFound();
    requireFiles(dto.files);
    const shadeId = dto.shadeId ?? null;
    if (shadeId !== null) await this.requireShade(ctx.tenantId, shadeId);
    // Every file is checked before anything is stored: one bad file refuses the request whole.
    const cleaned: Array<{ file: string; image: CleanCatalogueImage }> = [];
    for (const file of dto.files) {
      const image = await cleanCatalogueImage(Buffer.from(file.data, 'base64'), file.name);
      if (isRefusal(image)) {
        const code = image.tooLarge ? CatalogueErrorCode.ImageTooLarge : CatalogueErrorCode.ImageRejected;
        throw new AppException(code, image.key, image.params, {
          [IMAGE_UPLOAD_FIELD]: [{ key: image.key, params: image.params }],
        });
      }
      cleaned.push({ file: file.name, image });
    }
    const stored = await this.store(ctx.tenantId, cleaned);
    return this.database.db.transaction(async (tx) => {
      await this.attach(
        tx,
        ctx,
        dto.designId,
        stored.map((picture) => ({ ...picture, shadeId })),
      );
      return this.viewIn(tx, ctx.tenantId, dto.designId);
    });
  }

  /** Files matched to designs (and shades) by name; the files it cannot place are reported, not stored. */
  async bulk(ctx: RequestContext, dto: BulkUploadImagesMessage): Promise<BulkImagesResult> {
    requireFiles(dto.files);
    const index = await this.lookups.index(ctx.tenantId);
    const shades = index.data.shades.map((shade) => ({
      id: shade._id,
      code: shade.code,
      urlPath: shade.url_path,
    }));
    const readings = dto.files.map((file) => imageNameReadings(file.name));
    const numbers = [...new Set(readings.flat().map((reading) => reading.designNumber.toLowerCase()))];
    const found = numbers.length
      ? await this.database.db
          .select({ id: designs.id, number: designs.designNumber })
          .from(designs)
          .where(
            and(
              eq(designs.tenantId, ctx.tenantId),
              sql`lower(${designs.designNumber}) = ANY(${pgArray(numbers)}::text[])`,
            ),
          )
      : [];
    const byNumber = new Map(found.map((design) => [design.number.toLowerCase(), design]));
    const unmatched: BulkImageMiss[] = [];
    const placed: Array<{
      file: UploadedFileData;
      designId: string;
      design: string;
      shadeId: number | null;
      order: number;
    }> = [];
    for (const [at, file] of dto.files.entries()) {
      const match = (readings[at] ?? [])
        .map((reading) => {
          const design = byNumber.get(reading.designNumber.toLowerCase());
          const shadeId = reading.shade === null ? null : shadeOfToken(reading.shade, shades);
          return design && (reading.shade === null || shadeId !== null)
            ? { design, shadeId, order: reading.order ?? 0 }
            : null;
        })
        .find((candidate) => candidate !== null);
      if (!match) {
        unmatched.push({
          file: file.name,
          reason: translate(ctx.language, 'catalogue.images.noMatch', { file: file.name }),
        });
        continue;
      }
      placed.push({
        file,
        designId: match.design.id,
        design: match.design.number,
        shadeId: match.shadeId,
        order: match.order,
      });
    }
    const ready: Array<(typeof placed)[number] & { image: CleanCatalogueImage }> = [];
    for (const entry of placed) {
      const image = await cleanCatalogueImage(Buffer.from(entry.file.data, 'base64'), entry.file.name);
      if (isRefusal(image))
        unmatched.push({ file: entry.file.name, reason: translate(ctx.language, image.key, image.params) });
      else ready.push({ ...entry, image });
    }
    ready.sort((a, b) => a.order - b.order);
    const stored = await this.store(
      ctx.tenantId,
      ready.map((entry) => ({ file: entry.file.name, image: entry.image })),
    );
    const matched: BulkImageMatch[] = ready.map((entry, at) => ({
      file: entry.file.name,
      design_id: entry.designId,
      design: entry.design,
      shade_id: entry.shadeId,
      key: stored[at]?.key ?? '',
    }));
    await this.database.db.transaction(async (tx) => {
      for (const designId of new Set(matched.map((entry) => entry.design_id))) {
        const mine = matched.filter((entry) => entry.design_id === designId);
        await this.attach(
          tx,
          ctx,
          designId,
          mine.map((entry) => ({ key: entry.key, file: entry.file, shadeId: entry.shade_id })),
        );
      }
    });
    return { matched, unmatched };
  }

  async update(ctx: RequestContext, dto: UpdateDesignImageMessage): Promise<DesignImagesView> {
    if (dto.shadeId !== undefined && dto.shadeId !== null) await this.requireShade(ctx.tenantId, dto.shadeId);
    return this.change(ctx, dto.designId, (rows) => {
      const target = rows.find((row) => row.imageKey === dto.key);
      if (!target) throw new CatalogueException(CatalogueErrorCode.ImageNotFound, 'catalogue.imageNotFound');
      return rows.map((row) => ({
        ...row,
        shadeId: row.imageKey === dto.key && dto.shadeId !== undefined ? dto.shadeId : row.shadeId,
        isMain: dto.isMain ? row.imageKey === dto.key : row.isMain,
      }));
    });
  }

  /** The new order of every picture; the first is the main one. */
  async reorder(ctx: RequestContext, dto: ReorderDesignImagesMessage): Promise<DesignImagesView> {
    return this.change(ctx, dto.designId, (rows) => {
      const current = new Set(rows.map((row) => row.imageKey));
      if (dto.keys.length !== current.size || dto.keys.some((key) => !current.has(key))) {
        throw validationException({ keys: [{ key: 'catalogue.images.orderMismatch' }] });
      }
      return dto.keys.flatMap((key, position) => {
        const row = rows.find((candidate) => candidate.imageKey === key);
        return row ? [{ ...row, position, isMain: position === 0 }] : [];
      });
    });
  }

  async remove(ctx: RequestContext, dto: DesignImageKeyMessage): Promise<DesignImagesView> {
    return this.change(ctx, dto.designId, (rows) => {
      if (!rows.some((row) => row.imageKey === dto.key)) {
        throw new CatalogueException(CatalogueErrorCode.ImageNotFound, 'catalogue.imageNotFound');
      }
      return rows.filter((row) => row.imageKey !== dto.key);
    });
  }

  /** Applies a change to a design's picture rows in one transaction, logged and announced. */
  private async change(
    ctx: RequestContext,
    designId: string,
    apply: (rows: DesignPictureRow[]) => DesignPictureRow[],
  ): Promise<DesignImagesView> {
    return this.database.db.transaction(async (tx) => {
      await this.lockDesign(tx, ctx.tenantId, designId);
      const before = await pictureRows(tx, ctx.tenantId, designId);
      const after = displayOrder(apply(before));
      const kept = new Set(after.map((row) => row.imageKey));
      for (const row of before.filter((candidate) => !kept.has(candidate.imageKey))) {
        await tx
          .delete(designImages)
          .where(
            and(
              eq(designImages.tenantId, ctx.tenantId),
              eq(designImages.designId, designId),
              eq(designImages.imageKey, row.imageKey),
            ),
          );
      }
      for (const row of after) {
        await tx
          .update(designImages)
          .set({ shadeId: row.shadeId })
          .where(
            and(
              eq(designImages.tenantId, ctx.tenantId),
              eq(designImages.designId, designId),
              eq(designImages.imageKey, row.imageKey),
            ),
          );
      }
      await writeOrder(tx, ctx.tenantId, designId, after);
      await this.log(tx, ctx, designId, before, after);
      return this.viewIn(tx, ctx.tenantId, designId);
    });
  }

  private async attach(
    tx: Database,
    ctx: RequestContext,
    designId: string,
    pictures: ReadonlyArray<StoredPicture & { shadeId: number | null }>,
  ): Promise<void> {
    await this.lockDesign(tx, ctx.tenantId, designId);
    const before = await pictureRows(tx, ctx.tenantId, designId);
    let position = before.reduce((max, row) => Math.max(max, row.position + 1), 0);
    for (const picture of pictures) {
      await tx
        .insert(designImages)
        .values({
          tenantId: ctx.tenantId,
          designId,
          imageKey: picture.key,
          shadeId: picture.shadeId,
          position: position++,
          isMain: false,
          fileName: picture.file.slice(0, 255),
        })
        .onConflictDoUpdate({
          target: [designImages.designId, designImages.imageKey],
          set: { shadeId: picture.shadeId },
        });
    }
    const after = displayOrder(await pictureRows(tx, ctx.tenantId, designId));
    await writeOrder(tx, ctx.tenantId, designId, after);
    await this.log(tx, ctx, designId, before, after);
  }

  /** The change log row and event, and the announcement that reloads the design's card in every index. */
  private async log(
    tx: Database,
    ctx: RequestContext,
    designId: string,
    before: readonly DesignPictureRow[],
    after: readonly DesignPictureRow[],
  ): Promise<void> {
    // A card shows its variant's shade's picture, and listings read cards from each process's index.
    await announceSearchChange(tx, ctx.tenantId, [designId]);
    const summary = (rows: readonly DesignPictureRow[]) => ({
      images: rows.map((row) => ({ key: row.imageKey, shadeId: row.shadeId, main: row.isMain })),
    });
    await recordChange(
      tx,
      ctx,
      CatalogueEvents.DesignsPresentationChanged,
      [
        {
          entityType: 'design_images',
          entityId: designId,
          action: 'updated',
          before: summary(before),
          after: summary(after),
        },
      ],
      [designId],
    );
  }

  /** Stores each picture's source (content-addressed, so the same picture is stored once). */
  private async store(
    tenantId: string,
    cleaned: ReadonlyArray<{ file: string; image: CleanCatalogueImage }>,
  ): Promise<StoredPicture[]> {
    const stored: StoredPicture[] = [];
    for (const { file, image } of cleaned) {
      const key = `u-${createHash('sha256').update(image.data).digest('hex').slice(0, 32)}`;
      const sourceKey = sourceStorageKey(key, image.extension);
      if (!(await this.storage.exists(sourceKey))) await this.storage.put(sourceKey, image.data);
      stored.push({ key, file });
      await this.database.db
        .insert(images)
        .values({ tenantId, key, sourceKey, width: image.width, height: image.height })
        .onConflictDoNothing();
    }
    return stored;
  }

  private async viewIn(tx: Database, tenantId: string, designId: string): Promise<DesignImagesView> {
    const [design] = await this.designsByIds(tx, tenantId, [designId]);
    if (!design) throw designNotFound();
    const rows = await pictureRows(tx, tenantId, designId);
    const list: AdminDesignImage[] = displayOrder(rows).map((row, position) => ({
      ...imageRef(row.imageKey),
      shade_id: row.shadeId,
      position,
      is_main: row.isMain,
      file_name: row.fileName,
    }));
    return { design_id: design.id, design: design.number, images: list };
  }

  private async lockDesign(tx: Database, tenantId: string, designId: string): Promise<void> {
    const [row] = await tx
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), eq(designs.id, designId)))
      .for('update');
    if (!row) throw designNotFound();
  }

  private designsByIds(db: Database, tenantId: string, ids: readonly string[]) {
    return db
      .select({ id: designs.id, number: designs.designNumber })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), sql`${designs.id} = ANY(${pgArray(ids)}::uuid[])`));
  }

  private async requireShade(tenantId: string, shadeId: number): Promise<void> {
    const index = await this.lookups.index(tenantId);
    if (!index.data.shades.some((shade) => shade._id === shadeId)) {
      throw validationException({
        shadeId: [{ key: 'catalogue.validation.unknownValue', params: { value: shadeId } }],
      });
    }
  }
}
