import { CommonErrorCode } from '@atelier/contracts/common';
import { BESPOKE_IMAGE_FIELD, BESPOKE_IMAGE_MAX_BYTES, OrdersErrorCode } from '@atelier/contracts/orders';
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
import type { Request, Response } from 'express';
import { RateLimiter } from '../auth/rate-limiter';
import type { ContextualRequest } from '../context/request-with-context';
import type { Observable } from 'rxjs';

/** Room for the form's text fields and the part headers around the image. */
const MULTIPART_ALLOWANCE = 64 * 1024;
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

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request & ContextualRequest>();
    // Counted before a byte of the upload is read: decoding images is the costly part of this route.
    const { limits } = this.limiter;
    await this.limiter.consume(
      {
        bucket: 'uploads',
        subject: `${request.atelier?.tenantId ?? '-'}:${request.atelier?.userId ?? request.ip ?? 'unknown'}`,
        max: limits.uploadsPerUser,
        windowSeconds: limits.uploadsWindowSeconds,
        messageKey: 'error.formRateLimited',
      },
      context.switchToHttp().getResponse<Response>(),
    );
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > BESPOKE_IMAGE_MAX_BYTES + MULTIPART_ALLOWANCE) {
      throw imageTooLarge();
    }
    try {
      return (await this.multer.intercept(context, next)) as Observable<unknown>;
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw imageTooLarge();
      if (error instanceof BadRequestException) {
        const text = error.message.toLowerCase();
        if (text.includes('unexpected') || text.includes('too many files')) {
          const issue = { key: 'orders.upload.oneFile' };
          throw new AppException(
            CommonErrorCode.ValidationFailed,
            'error.validation',
            {},
            {
              [BESPOKE_IMAGE_FIELD]: [issue],
            },
          );
        }
        throw new AppException(CommonErrorCode.MalformedRequest, 'orders.upload.multipart');
      }
      throw error;
    }
  }
}
