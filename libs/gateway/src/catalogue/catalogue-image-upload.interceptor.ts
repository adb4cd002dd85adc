import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATALOGUE_IMAGE_MAX_FILES,
  CatalogueErrorCode,
  IMAGE_UPLOAD_FIELD,
} from '@atelier/contracts/catalogue';
import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { guardedUpload, isExtraFile } from '../http/guarded-upload';
import { RateLimiter } from '../auth/rate-limiter';

/** Staff upload a studio's worth of pictures, one request per file: far more than a buyer's form. */
const UPLOADS_PER_HOUR = 2_000;
const MAX_MB = CATALOGUE_IMAGE_MAX_BYTES / (1024 * 1024);

/** A file as multer holds it in memory (only what the routes read). */
export interface UploadedCatalogueFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

function fieldError(code: string, key: string, params: Record<string, number> = {}): AppException {
  return new AppException(code, key, params, { [IMAGE_UPLOAD_FIELD]: [{ key, params }] });
}

/**
 * The back office's picture uploads: rate limited per user, then parsed by multer in memory with hard
 * limits (ten files of 8 MB). A body declared larger than that is refused before it is read; errors
 * name the field.
 */
@Injectable()
export class CatalogueImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (FilesInterceptor(
    IMAGE_UPLOAD_FIELD,
    CATALOGUE_IMAGE_MAX_FILES,
    {
      limits: {
        fileSize: CATALOGUE_IMAGE_MAX_BYTES,
        files: CATALOGUE_IMAGE_MAX_FILES,
        fields: 10,
        fieldSize: 1024,
        parts: CATALOGUE_IMAGE_MAX_FILES + 10,
      },
    },
  ))();

  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return guardedUpload(context, next, this.multer, {
      rateLimit: {
        limiter: this.limiter,
        bucket: 'catalogue-uploads',
        max: UPLOADS_PER_HOUR,
        windowSeconds: 60 * 60,
      },
      maxFileBytes: CATALOGUE_IMAGE_MAX_BYTES * CATALOGUE_IMAGE_MAX_FILES,
      tooLarge: () =>
        fieldError(CatalogueErrorCode.ImageTooLarge, 'catalogue.images.tooLarge', { max: MAX_MB }),
      refused: (error) =>
        isExtraFile(error)
          ? fieldError(CommonErrorCode.ValidationFailed, 'catalogue.images.tooMany', {
              max: CATALOGUE_IMAGE_MAX_FILES,
            })
          : undefined,
    });
  }
}

/**
 * The files of a request as the catalogue takes them. None is the catalogue's to refuse (400 naming the
 * field), after it has checked that the design is the caller's tenant's.
 */
export function filesOf(files: UploadedCatalogueFile[] | undefined): Array<{ name: string; data: string }> {
  return (files ?? [])
    .filter((file) => file.size > 0)
    .map((file) => ({
      name: (file.originalname || 'image').slice(0, 255),
      data: file.buffer.toString('base64'),
    }));
}
