import {
  type ApiErrorBody,
  CommonErrorCode,
  fieldLabel,
  HEADERS,
  translate,
} from '@atelier/contracts/common';
import { AppException, getLogger } from '@atelier/platform';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { languageFrom } from '../context/request-context.guard';
import type { ContextualRequest } from '../context/request-with-context';
import { statusOf } from './error-status.map';

/** body-parser's errors carry a type and a status rather than a class (and Nest drops both). */
export function bodyParserError(exception: unknown): AppException | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const type = (exception as { type?: unknown }).type;
  if (type === 'entity.parse.failed')
    return new AppException(CommonErrorCode.MalformedRequest, 'error.malformedJson');
  if (type === 'entity.too.large')
    return new AppException(CommonErrorCode.PayloadTooLarge, 'error.payloadTooLarge');
  if ((typeof type === 'string' && type.startsWith('encoding.')) || type === 'charset.unsupported') {
    return new AppException(CommonErrorCode.MalformedRequest, 'error.malformedRequest');
  }
  return undefined;
}

/**
 * Express middleware (static files, `send`) fails with http-errors objects: a status and no class Nest
 * knows. Their 4xx are the caller's mistakes (a missing asset, a malformed path), never our 500.
 */
function clientErrorStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null || exception instanceof HttpException)
    return undefined;
  const status =
    (exception as { status?: unknown; statusCode?: unknown }).status ??
    (exception as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function fromStatus(status: number, request: ContextualRequest): AppException {
  if (status === 404) {
    return new AppException(CommonErrorCode.NotFound, 'error.routeNotFound', {
      method: request.method,
      path: request.path,
    });
  }
  if (status === 413) return new AppException(CommonErrorCode.PayloadTooLarge, 'error.payloadTooLarge');
  if (status === 401) return new AppException(CommonErrorCode.Unauthenticated, 'error.unauthenticated');
  if (status === 403) return new AppException(CommonErrorCode.Forbidden, 'error.forbidden');
  if (status < 500) return new AppException(CommonErrorCode.MalformedRequest, 'error.malformedRequest');
  return new AppException(CommonErrorCode.Internal, 'error.internal');
}

function fromHttpException(exception: HttpException, request: ContextualRequest): AppException {
  return fromStatus(exception.getStatus(), request);
}

/** Every failure leaves the gateway in one shape, in the caller's language. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly log = getLogger('http-error');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<ContextualRequest>();
    const response = http.getResponse<Response>();
    const clientStatus = clientErrorStatus(exception);
    const error =
      exception instanceof AppException
        ? exception
        : exception instanceof HttpException
          ? fromHttpException(exception, request)
          : clientStatus !== undefined
            ? fromStatus(clientStatus, request)
            : undefined;

    const language =
      request.atelier?.language ?? languageFrom(String(request.headers[HEADERS.languageCode] ?? ''));
    const requestId = request.atelier?.requestId ?? randomUUID();
    if (!error) this.log.error({ err: exception, requestId }, 'unhandled error');
    const resolved = error ?? new AppException(CommonErrorCode.Internal, 'error.internal');
    const statusCode = statusOf(resolved.code);
    if (statusCode >= 500 && error) this.log.warn({ code: resolved.code, requestId }, resolved.message);

    const firstField = Object.keys(resolved.fields ?? {})[0];
    const body: ApiErrorBody = {
      status: false,
      statusCode,
      code: resolved.code,
      message: translate(language, resolved.i18nKey, {
        // A message about one field (an upload's, say) names it at the top level too.
        ...(firstField ? { field: fieldLabel(language, firstField) } : {}),
        ...resolved.params,
      }),
      requestId,
    };
    if (resolved.fields) {
      body.errors = Object.fromEntries(
        Object.entries(resolved.fields).map(([field, issues]) => [
          field,
          issues.map((issue) =>
            translate(language, issue.key, { ...issue.params, field: fieldLabel(language, field) }),
          ),
        ]),
      );
    }
    if (!response.headersSent) response.status(statusCode).json(body);
  }
}
