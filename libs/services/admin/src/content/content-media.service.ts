import {
  acceptedMediaTypes,
  detectMediaType,
  MEDIA_SLOTS,
  type MediaFile,
  type MediaKeyDto,
  type MediaSlotDto,
  mediaExtension,
  mediaMaxBytes,
  type MediaSlotView,
  mediaUrl,
  type SaveMediaLinkMessage,
  type UploadMediaMessage,
} from '@atelier/contracts/admin';
import { CONTENT_UPLOAD_FIELD } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import {
  CACHE,
  type CacheStore,
  DATABASE,
  type DatabaseHandle,
  type FileStorage,
  STORAGE,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { type ContentMediaRow, contentMedia } from '../schema/admin.schema';
import { evictSiteContent } from './content-cache';
import { ContentErrorCode, ContentException } from './content.exception';

const storageKey = (fileKey: string): string => `content/media/${fileKey}`;

function slotView(slot: MediaSlotView['slot'], row: ContentMediaRow | undefined): MediaSlotView {
  return {
    slot,
    url: row?.fileKey ? mediaUrl(row.fileKey) : null,
    contentType: row?.contentType ?? null,
    size: row?.size ?? null,
    link: row?.link ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

function fileError(
  code: ContentErrorCode,
  key: string,
  params: Record<string, string | number>,
): ContentException {
  return new ContentException(code, key, params, { [CONTENT_UPLOAD_FIELD]: [{ key, params }] });
}

/** The QR popups' pictures and links and the footer's demo videos. */
@Injectable()
export class ContentMediaService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    @Inject(STORAGE) private readonly storage: FileStorage,
  ) {}

  async list(ctx: RequestContext): Promise<MediaSlotView[]> {
    const rows = await this.database.db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.tenantId, ctx.tenantId));
    return MEDIA_SLOTS.map((slot) =>
      slotView(
        slot,
        rows.find((row) => row.slot === slot),
      ),
    );
  }

  /**
   * Stores a file under its content hash after checking its first bytes again (the gateway did too,
   * but a service trusts no caller with what it stores), then points the slot at it.
   */
  async upload(ctx: RequestContext, dto: UploadMediaMessage): Promise<MediaSlotView> {
    const bytes = Buffer.from(dto.data, 'base64');
    const max = mediaMaxBytes(dto.slot);
    if (bytes.length === 0) {
      throw fileError(ContentErrorCode.MediaTypeRefused, 'content.media.empty', {});
    }
    if (bytes.length > max) {
      throw fileError(ContentErrorCode.MediaTooLarge, 'content.media.tooLarge', { max: max / (1024 * 1024) });
    }
    const type = detectMediaType(bytes);
    const accepted = acceptedMediaTypes(dto.slot);
    if (type === null || !accepted.includes(type)) {
      throw fileError(ContentErrorCode.MediaTypeRefused, 'content.media.type', {
        types: accepted.map((t) => mediaExtension(t)).join(', '),
      });
    }
    const fileKey = `${createHash('sha256').update(bytes).digest('hex')}.${mediaExtension(type)}`;
    await this.storage.put(storageKey(fileKey), bytes);
    const values = { fileKey, contentType: type, size: bytes.length, updatedAt: new Date() };
    const [row] = await this.database.db
      .insert(contentMedia)
      .values({ tenantId: ctx.tenantId, slot: dto.slot, ...values })
      .onConflictDoUpdate({ target: [contentMedia.tenantId, contentMedia.slot], set: values })
      .returning();
    await evictSiteContent(this.cache, ctx.tenantId);
    return slotView(dto.slot, row);
  }

  async saveLink(ctx: RequestContext, dto: SaveMediaLinkMessage): Promise<MediaSlotView> {
    const values = { link: dto.link.trim(), updatedAt: new Date() };
    const [row] = await this.database.db
      .insert(contentMedia)
      .values({ tenantId: ctx.tenantId, slot: dto.slot, ...values })
      .onConflictDoUpdate({ target: [contentMedia.tenantId, contentMedia.slot], set: values })
      .returning();
    await evictSiteContent(this.cache, ctx.tenantId);
    return slotView(dto.slot, row);
  }

  async remove(ctx: RequestContext, dto: MediaSlotDto): Promise<MediaSlotView> {
    const [row] = await this.database.db
      .update(contentMedia)
      .set({ fileKey: null, contentType: null, size: null, updatedAt: new Date() })
      .where(and(eq(contentMedia.tenantId, ctx.tenantId), eq(contentMedia.slot, dto.slot)))
      .returning();
    await evictSiteContent(this.cache, ctx.tenantId);
    return slotView(dto.slot, row);
  }

  /**
   * A file by key, for the public route. Keys are content hashes, found by key alone (a <video> or
   * <img> sends no tenant header), and only while some slot still points at them.
   */
  async file(dto: MediaKeyDto): Promise<MediaFile> {
    const [row] = await this.database.db
      .select({ contentType: contentMedia.contentType })
      .from(contentMedia)
      .where(eq(contentMedia.fileKey, dto.key))
      .limit(1);
    const bytes = row?.contentType ? await this.storage.get(storageKey(dto.key)) : null;
    if (!row?.contentType || !bytes) {
      throw new ContentException(ContentErrorCode.MediaNotFound, 'content.media.notFound');
    }
    return {
      contentType: row.contentType,
      data: bytes.toString('base64'),
      etag: `"${dto.key.slice(0, 32)}"`,
    };
  }
}
