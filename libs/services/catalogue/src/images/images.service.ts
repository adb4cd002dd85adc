import { type GetImageDto, type ImageFile, imageEtag, servedImageWidth } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  CACHE,
  type CacheStore,
  DATABASE,
  type DatabaseHandle,
  type FileStorage,
  STORAGE,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { images } from '../schema/catalogue.schema';
import { IMAGE_KEY, renditionStorageKey } from './image-keys';

/** WebP at this quality keeps a 400 px thumbnail around 10 KB with no visible loss. */
const WEBP_QUALITY = 82;

/**
 * Serves image renditions (200, 400, 800 px WebP). A rendition is made with sharp from the image's
 * source the first time it is asked for and kept in storage; keys are content-addressed, so a
 * rendition never changes.
 */
@Injectable()
export class ImagesService {
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    @Inject(STORAGE) private readonly storage: FileStorage,
  ) {}

  async get(_ctx: RequestContext, dto: GetImageDto): Promise<ImageFile> {
    if (!IMAGE_KEY.test(dto.key)) throw validationException({ key: [{ key: 'validation.invalid' }] });
    const source = await this.sourceOf(dto.key);
    if (!source) throw new CatalogueException(CatalogueErrorCode.ImageNotFound, 'catalogue.imageNotFound');
    const width = servedImageWidth(dto.w);
    const data = await this.rendition(dto.key, source, width);
    return {
      contentType: 'image/webp',
      data: data.toString('base64'),
      etag: imageEtag(dto.key, width),
      width,
      immutable: true,
    };
  }

  /**
   * Images are public and content-addressed (the key is a hash of the source), so they are found by
   * key alone: an <img> cannot send the tenant header, and a key reveals nothing but its own picture.
   */
  private async sourceOf(key: string): Promise<string | null> {
    const cacheKey = CatalogueCacheKeys.image(key);
    const hit = await this.cache.get(cacheKey);
    if (hit !== null) return hit;
    const [row] = await this.database.db
      .select({ sourceKey: images.sourceKey })
      .from(images)
      .where(eq(images.key, key))
      .limit(1);
    // Only found keys are cached, so an image added later is served at once.
    if (row) await this.cache.set(cacheKey, row.sourceKey, CACHE_TTL.image);
    return row?.sourceKey ?? null;
  }

  private async rendition(key: string, sourceKey: string, width: number): Promise<Buffer> {
    const storageKey = renditionStorageKey(key, servedImageWidth(width));
    const stored = await this.storage.get(storageKey);
    if (stored) return stored;
    // Concurrent first requests for one rendition share one render.
    const pending = this.rendering.get(storageKey);
    if (pending) return pending;
    const render = (async () => {
      const original = await this.storage.get(sourceKey);
      if (!original)
        throw new CatalogueException(CatalogueErrorCode.ImageNotFound, 'catalogue.imageNotFound');
      const output = await sharp(original)
        .resize({ width, withoutEnlargement: false })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      await this.storage.put(storageKey, output);
      return output;
    })();
    this.rendering.set(storageKey, render);
    try {
      return await render;
    } finally {
      this.rendering.delete(storageKey);
    }
  }
}
