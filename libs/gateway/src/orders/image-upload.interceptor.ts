import { CommonErrorCode } from '@atelier/contracts/common';
import { BESPOKE_IMAGE_FIELD, BESPOKE_IMAGE_MAX_BYTES, OrdersErrorCode } from '@atelier/contracts/orders';
import { AppException } from '@atelier/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { RateLimiter } from '../auth/rate-limiter';
import type { Observable } from 'rxjs';
import { guardedUpload } from '../http/guarded-upload';

/** Room for the form's text fields and the part headers around the image. */
const MAX_MB = BESPOKE_IMAGE_MAX_BYTES / (1024 * 1024);

export function imageTooLarge(): AppException {
  const issue = { key: 'orders.upload.tooLarge', params: { max: MAX_MB } };
  return new AppException(OrdersErrorCode.ImageTooLarge, issue.key, issue.params, {
    [BESPOKE_IMAGE_FIELD]: [issue],
  });
}

/** The file as multer holds it in memory (only what the route reads). */
export interface UploadedImageFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * The bespoke form's upload, rate limited per user, then parsed by multer in memory with hard limits:
 * one file, 10 MB. A body whose
 * declared length is already too large is refused before a byte of it is read; one that grows past
 * the limit while arriving (chunked) is cut off at 10 MB by multer. Errors name the field.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (FileInterceptor(BESPOKE_IMAGE_FIELD, {
    limits: { fileSize: BESPOKE_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 25 },
  }))();

  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    // Counted before a byte of the upload is read: decoding images is the costly part of this route.
    const { limits } = this.limiter;
    return guardedUpload(context, next, this.multer, {
      rateLimit: {
        limiter: this.limiter,
        bucket: 'uploads',
        max: limits.uploadsPerUser,
        windowSeconds: limits.uploadsWindowSeconds,
      },
      maxFileBytes: BESPOKE_IMAGE_MAX_BYTES,
      tooLarge: imageTooLarge,
      refused: (error) => {
        const text = error.message.toLowerCase();
        if (!text.includes('unexpected') && !text.includes('too many files')) return undefined;
        return new AppException(
          CommonErrorCode.ValidationFailed,
          'error.validation',
          {},
          { [BESPOKE_IMAGE_FIELD]: [{ key: 'orders.upload.oneFile' }] },
        );
      },
    });
  }
}
