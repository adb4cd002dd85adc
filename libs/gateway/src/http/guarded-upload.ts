import { CommonErrorCode } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import type { RateLimiter } from '../auth/rate-limiter';
import type { ContextualRequest } from '../context/request-with-context';

/** Room for the multipart boundaries and small fields around the files. */
const MULTIPART_ALLOWANCE = 64 * 1024;

export interface UploadGuard {
  /** Uploads per user and window, counted before a byte of the body is read. */
  rateLimit?: { limiter: RateLimiter; bucket: string; max: number; windowSeconds: number };
  /** The files' largest total; a body declared larger (plus multipart room) is refused unread. */
  maxFileBytes: number;
  /** The refusal of a file too large, naming the field. */
  tooLarge: () => AppException;
  /** multer's other refusals (extra files, wrong field); absent or undefined: a malformed body. */
  refused?: (error: BadRequestException) => AppException | undefined;
}

/**
 * Every multipart route's guard, in one order: the per-user rate limit, the declared size, then multer
 * (in memory, with its hard limits) with its errors turned into field-named refusals.
 */
export async function guardedUpload(
  context: ExecutionContext,
  next: CallHandler,
  multer: NestInterceptor,
  guard: UploadGuard,
): Promise<Observable<unknown>> {
  const http = context.switchToHttp();
  const request = http.getRequest<Request & ContextualRequest>();
  if (guard.rateLimit) {
    const { limiter, bucket, max, windowSeconds } = guard.rateLimit;
    await limiter.consume(
      {
        bucket,
        subject: `${request.atelier?.tenantId ?? '-'}:${request.atelier?.userId ?? request.ip ?? 'unknown'}`,
        max,
        windowSeconds,
        messageKey: 'error.formRateLimited',
      },
      http.getResponse<Response>(),
    );
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > guard.maxFileBytes + MULTIPART_ALLOWANCE) {
    throw guard.tooLarge();
  }
  try {
    return (await multer.intercept(context, next)) as Observable<unknown>;
  } catch (error) {
    if (error instanceof PayloadTooLargeException) throw guard.tooLarge();
    if (error instanceof BadRequestException) {
      throw (
        guard.refused?.(error) ??
        new AppException(CommonErrorCode.MalformedRequest, 'orders.upload.multipart')
      );
    }
    throw error;
  }
}

/** multer's words for a file beyond the allowed count or in an unexpected field. */
export function isExtraFile(error: BadRequestException): boolean {
  const text = error.message.toLowerCase();
  return text.includes('unexpected') || text.includes('too many');
}
