import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATALOGUE_IMAGE_MAX_MEGAPIXELS,
  CATALOGUE_IMAGE_MIN_SIDE,
} from '@atelier/contracts/catalogue';
import sharp from 'sharp';

export type CatalogueImageKind = 'png' | 'jpeg' | 'webp';

/** The picture's type by its first bytes, never by its name or the browser's claimed type. */
export function detectCatalogueImage(bytes: Uint8Array): CatalogueImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface CleanCatalogueImage {
  extension: 'png' | 'jpg';
  data: Buffer;
  width: number;
  height: number;
}

/** Why a picture was refused: an i18n key and its parameters. */
export interface ImageRefusal {
  key: string;
  params: Record<string, string | number>;
  tooLarge: boolean;
}

const MAX_PIXELS = CATALOGUE_IMAGE_MAX_MEGAPIXELS * 1_000_000;

/**
 * A picture as it may be stored: PNG, JPEG or WebP by content, within the size and pixel limits,
 * decoded and re-encoded so only pixels survive (EXIF rotation applied, metadata dropped). Transparent
 * pictures stay PNG; the rest become JPEG.
 */
export async function cleanCatalogueImage(
  bytes: Buffer,
  file: string,
): Promise<CleanCatalogueImage | ImageRefusal> {
  const refuse = (
    key: string,
    params: Record<string, string | number> = {},
    tooLarge = false,
  ): ImageRefusal => ({
    key,
    params: { file, ...params },
    tooLarge,
  });
  if (bytes.length === 0) return refuse('catalogue.images.empty');
  if (bytes.length > CATALOGUE_IMAGE_MAX_BYTES) {
    return refuse('catalogue.images.tooLarge', { max: CATALOGUE_IMAGE_MAX_BYTES / (1024 * 1024) }, true);
  }
  const kind = detectCatalogueImage(bytes);
  if (!kind) return refuse('catalogue.images.type');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return refuse('catalogue.images.unreadable');
  if (meta.width * meta.height > MAX_PIXELS) {
    return refuse('catalogue.images.tooManyPixels', { max: CATALOGUE_IMAGE_MAX_MEGAPIXELS }, true);
  }
  if (Math.min(meta.width, meta.height) < CATALOGUE_IMAGE_MIN_SIDE) {
    return refuse('catalogue.images.tooSmall', { min: CATALOGUE_IMAGE_MIN_SIDE });
  }
  try {
    const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const transparent = meta.hasAlpha === true;
    const encoded = transparent
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { extension: transparent ? 'png' : 'jpg', data, width: info.width, height: info.height };
  } catch {
    return refuse('catalogue.images.unreadable');
  }
}

export function isRefusal(value: CleanCatalogueImage | ImageRefusal): value is ImageRefusal {
  return 'key' in value;
}
