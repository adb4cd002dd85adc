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
/** Enough for any photograph; refuses decompression bombs (a tiny file claiming huge dimensions). */
const MAX_PIXELS = 50_000_000;

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
