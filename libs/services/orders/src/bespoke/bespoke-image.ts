import {
  BESPOKE_IMAGE_FIELD,
  BESPOKE_IMAGE_MAX_BYTES,
  detectImageType,
  type ImageKind,
  OrdersErrorCode,
} from '@atelier/contracts/orders';
import sharp from 'sharp';
import { OrdersException } from '../orders.exception';

export interface CleanImage {
  kind: ImageKind;
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
  width: number;
  height: number;
}

const MAX_MB = BESPOKE_IMAGE_MAX_BYTES / (1024 * 1024);
/**
 * Enough for any phone or camera photograph; refuses decompression bombs (a small file claiming huge
 * dimensions) and the huge images whose decoding would hold a core for seconds.
 */
export const MAX_MEGAPIXELS = 25;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

// One libvips thread per image: a burst of uploads must not take every core from logins and listings.
sharp.concurrency(1);

function refused(code: OrdersErrorCode, key: string, params: Record<string, number> = {}): OrdersException {
  return new OrdersException(code, key, params, { [BESPOKE_IMAGE_FIELD]: [{ key, params }] });
}

/**
 * An upload as it may be stored: PNG or JPEG by its content (not its name), at most 10 MB, decoded and
 * re-encoded so that only pixels survive (metadata such as GPS positions is dropped; EXIF rotation is
 * applied first so the picture still stands the right way up).
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length === 0) throw refused(OrdersErrorCode.InvalidImage, 'orders.upload.required');
  if (bytes.length > BESPOKE_IMAGE_MAX_BYTES) {
    throw refused(OrdersErrorCode.ImageTooLarge, 'orders.upload.tooLarge', { max: MAX_MB });
  }
  const kind = detectImageType(bytes);
  if (!kind) throw refused(OrdersErrorCode.InvalidImage, 'orders.upload.type');
  // The header alone says how big the picture is: decided before a pixel is decoded.
  const size = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw refused(OrdersErrorCode.InvalidImage, 'orders.upload.unreadable');
    });
  if ((size.width ?? 0) * (size.height ?? 0) > MAX_PIXELS) {
    throw refused(OrdersErrorCode.ImageTooLarge, 'orders.upload.tooManyPixels', { max: MAX_MEGAPIXELS });
  }
  try {
    const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const encoded =
      kind === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 88, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      kind,
      contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
      data,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw refused(OrdersErrorCode.InvalidImage, 'orders.upload.unreadable');
  }
}
