import { CONTENT_UPLOAD_FIELD, CONTENT_VIDEO_MAX_BYTES, ContentErrorCode } from '@atelier/contracts/admin';
import { AppException } from '@atelier/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { guardedUpload } from '../http/guarded-upload';
import { RateLimiter } from '../auth/rate-limiter';

/** Staff replace a picture or a video now and then; far fewer than the picture studio's uploads. */
const UPLOADS_PER_HOUR = 200;
const MAX_MB = CONTENT_VIDEO_MAX_BYTES / (1024 * 1024);

/** A file as multer holds it in memory (only what the route reads). */
export interface UploadedContentFile {
  buffer: Buffer;
  size: number;
}

export function contentFileError(
  code: string,
  key: string,
  params: Record<string, string | number> = {},
): AppException {
  return new AppException(code, key, params, { [CONTENT_UPLOAD_FIELD]: [{ key, params }] });
}

/**
 * The content screens' uploads (QR pictures, demo videos): rate limited per user, then parsed by multer
 * in memory with hard limits (one file of at most the video limit; a slot's own, smaller limit is
 * checked by the route). A body declared larger is refused before it is read; errors name the field.
 */
@Injectable()
export class ContentUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (FileInterceptor(CONTENT_UPLOAD_FIELD, {
    limits: { fileSize: CONTENT_VIDEO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }))();

  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return guardedUpload(context, next, this.multer, {
      rateLimit: {
        limiter: this.limiter,
        bucket: 'content-uploads',
        max: UPLOADS_PER_HOUR,
        windowSeconds: 60 * 60,
      },
      maxFileBytes: CONTENT_VIDEO_MAX_BYTES,
      tooLarge: () =>
        contentFileError(ContentErrorCode.MediaTooLarge, 'content.media.tooLarge', { max: MAX_MB }),
    });
  }
}
