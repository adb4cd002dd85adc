import { DESIGN_IMPORT_FIELD, MAX_IMPORT_BYTES } from '@atelier/contracts/catalogue';
import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { RateLimiter } from '../auth/rate-limiter';
import { guardedUpload } from '../http/guarded-upload';

/** A clerk checks and applies a file a few times over; more than this an hour is a script gone wrong. */
const IMPORTS_PER_HOUR = 120;
const MAX_MB = MAX_IMPORT_BYTES / (1024 * 1024);

/** A 4xx about the upload's field, in the caller's language. */
export function uploadIssue(key: string, params: Record<string, number> = {}): AppException {
  return new AppException(
    CommonErrorCode.ValidationFailed,
    'error.validation',
    {},
    {
      [DESIGN_IMPORT_FIELD]: [{ key, params }],
    },
  );
}

/**
 * The design import's upload: rate limited per user, then one file in the `file` field, held in memory
 * by multer with a hard size limit; a body declared larger is refused before it is read. Errors name
 * the field.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (FileInterceptor(DESIGN_IMPORT_FIELD, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }))();

  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return guardedUpload(context, next, this.multer, {
      rateLimit: {
        limiter: this.limiter,
        bucket: 'catalogue-imports',
        max: IMPORTS_PER_HOUR,
        windowSeconds: 60 * 60,
      },
      maxFileBytes: MAX_IMPORT_BYTES,
      tooLarge: () => uploadIssue('catalogue.import.tooLarge', { max: MAX_MB }),
      refused: () => uploadIssue('catalogue.import.oneFile'),
    });
  }
}
