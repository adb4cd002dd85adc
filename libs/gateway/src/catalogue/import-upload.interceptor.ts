import { DESIGN_IMPORT_FIELD, MAX_IMPORT_BYTES } from '@atelier/contracts/catalogue';
import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

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
 * The design import's upload: one file in the `file` field, held in memory by multer with a hard size
 * limit; a body declared larger is refused before it is read. Errors name the field.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (FileInterceptor(DESIGN_IMPORT_FIELD, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES + 64 * 1024) {
      throw uploadIssue('catalogue.import.tooLarge', { max: MAX_MB });
    }
    try {
      return (await this.multer.intercept(context, next)) as Observable<unknown>;
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw uploadIssue('catalogue.import.tooLarge', { max: MAX_MB });
      if (error instanceof BadRequestException) throw uploadIssue('catalogue.import.oneFile');
      throw error;
    }
  }
}
