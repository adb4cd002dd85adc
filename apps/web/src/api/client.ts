import { HEADERS } from '@atelier/contracts/common';
import type { LanguageHeaderCode } from '../i18n/languages';
import type { ApiErrorBody } from './types';
import { createUploader, type Uploader } from './upload';

export type PriceStatusHeader = '0' | '1' | '2';

/** Per-request values that become headers. */
export interface RequestContext {
  token: string | null;
  priceStatus: PriceStatusHeader;
  customerId: string;
  languageCode: LanguageHeaderCode;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a request body is sent: JSON (the default), form-encoded (`application/x-www-form-urlencoded`) or
 * `multipart/form-data` (a FormData body, e.g. a file upload; the browser writes the boundary header).
 */
export type BodyEncoding = 'json' | 'form' | 'multipart';

export interface RequestOptions {
  encoding?: BodyEncoding;
  /** Aborting it cancels the HTTP request (the promise rejects with an ApiError whose `isAborted` is true). */
  signal?: AbortSignal;
  /** Extra headers for this request only (e.g. `Idempotency-Key`); the context headers cannot be replaced. */
  headers?: Readonly<Record<string, string>>;
}

/** A file fetched with the usual headers (a PDF, an uploaded image): its bytes and the name the server gave. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition: attachment; filename="…"`, when the server sent one. */
  filename: string | null;
  contentType: string;
}

/** Bytes of a download received so far; `total` when the server said (a streamed file does not). */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

export interface DownloadOptions extends Pick<RequestOptions, 'signal'> {
  /** Called as the file's bytes arrive (the body is read chunk by chunk to count them). */
  onProgress?: (progress: DownloadProgress) => void;
}

/** A form body: every value is sent as its string form. */
export type FormBody = Record<string, string | number | boolean>;

export interface HttpClient {
  request: <T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  /** GET of a binary answer (PDF, image) with the auth headers; failures are ApiErrors like `request`'s. */
  download: (path: string, options?: DownloadOptions) => Promise<DownloadedFile>;
  /** A multipart POST with upload progress (XMLHttpRequest: fetch cannot report a body's progress). */
  upload: Uploader;
}

/** The code of an ApiError raised because the caller aborted the request. */
export const ABORTED_CODE = 'ABORTED';

export interface HttpClientOptions {
  /** Defaults to '/api' (same origin, proxied by vite in development). */
  baseUrl?: string;
  tenant: string;
  getContext: () => RequestContext;
  fetchImpl?: typeof fetch;
}

/** An HTTP error (status set) or a network failure (status null). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;
  readonly requestId?: string;

  constructor(
    message: string,
    status: number | null,
    details: { code?: string; errors?: Record<string, string[]>; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = details.code;
    this.errors = details.errors;
    this.requestId = details.requestId;
  }

  get isNetworkError(): boolean {
    return this.status === null && this.code !== ABORTED_CODE;
  }

  /** The request was cancelled by its caller (a newer one replaced it). */
  get isAborted(): boolean {
    return this.code === ABORTED_CODE;
  }
}

export function buildHeaders(
  tenant: string,
  context: RequestContext,
  hasBody: boolean,
  encoding: BodyEncoding = 'json',
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [HEADERS.tenant]: tenant,
    [HEADERS.priceStatus]: context.priceStatus,
    [HEADERS.customerId]: context.customerId,
    [HEADERS.languageCode]: context.languageCode,
  };
  if (context.token) headers[HEADERS.accessToken] = context.token;
  // A multipart body gets its Content-Type (with the boundary) from the browser.
  if (hasBody && encoding !== 'multipart')
    headers['Content-Type'] =
      encoding === 'form' ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'application/json';
  return headers;
}

const CONTEXT_HEADERS = new Set<string>([
  HEADERS.tenant,
  HEADERS.priceStatus,
  HEADERS.customerId,
  HEADERS.languageCode,
  HEADERS.accessToken,
]);

/** The request's extra headers on top of the context's; a context header is never replaced. */
function withExtraHeaders(
  headers: Record<string, string>,
  extra: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  if (!extra) return headers;
  const merged = { ...headers };
  for (const [name, value] of Object.entries(extra)) {
    if (!CONTEXT_HEADERS.has(name.toLowerCase())) merged[name] = value;
  }
  return merged;
}

function isFormBody(value: unknown): value is FormBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => ['string', 'number', 'boolean'].includes(typeof item))
  );
}

function encodeBody(body: unknown, encoding: BodyEncoding): string | FormData {
  if (encoding === 'multipart') {
    if (!(body instanceof FormData)) throw new TypeError('A multipart body must be a FormData');
    return body;
  }
  if (encoding === 'json') return JSON.stringify(body);
  if (!isFormBody(body)) throw new TypeError('A form-encoded body must be a flat record of values');
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  return form.toString();
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'status' in value;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return undefined;
  }
}

/** The ApiError of a refused answer: the server's message, code and field errors, else the HTTP status. */
export function errorFromAnswer(status: number, statusText: string, payload: unknown): ApiError {
  const details = isErrorBody(payload) ? payload : undefined;
  const fallback = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  return new ApiError(details?.message || fallback, status, {
    code: details?.code,
    errors: details?.errors,
    requestId: details?.requestId,
  });
}

/** `filename="INV00012.pdf"` (or the RFC 5987 `filename*=UTF-8''…` form) of a Content-Disposition header. */
export function attachmentFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/** The message to show for any failure: the server's (already localised) message, else the error text. */
export function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return null;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const fetchImpl =
    options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    requestOptions: RequestOptions,
  ): Promise<Response> {
    const hasBody = body !== undefined;
    const encoding = requestOptions.encoding ?? 'json';
    const { signal } = requestOptions;
    // A body of the wrong shape is a programming error: thrown as is, before anything is sent.
    const encoded = hasBody ? encodeBody(body, encoding) : undefined;
    try {
      return await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: withExtraHeaders(
          buildHeaders(options.tenant, options.getContext(), hasBody, encoding),
          requestOptions.headers,
        ),
        body: encoded,
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw new ApiError('Request aborted', null, { code: ABORTED_CODE });
      throw new ApiError(errorMessage(error) ?? 'Network error', null);
    }
  }

  async function readPayload(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
    try {
      return await readJson(response);
    } catch (error) {
      if (signal?.aborted) throw new ApiError('Request aborted', null, { code: ABORTED_CODE });
      throw new ApiError(errorMessage(error) ?? 'Network error', null);
    }
  }

  const failure = (response: Response, payload: unknown): ApiError =>
    errorFromAnswer(response.status, response.statusText, payload);

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const response = await send(method, path, body, requestOptions);
    const payload = await readPayload(response, requestOptions.signal);
    if (!response.ok) throw failure(response, payload);
    if (payload === undefined || payload === null || typeof payload !== 'object') {
      throw new ApiError(`Unexpected response from ${path}`, response.status);
    }
    return payload as T;
  }

  async function download(path: string, downloadOptions: DownloadOptions = {}): Promise<DownloadedFile> {
    const { signal, onProgress } = downloadOptions;
    const response = await send('GET', path, undefined, { signal, headers: { Accept: '*/*' } });
    if (!response.ok) throw failure(response, await readPayload(response, signal));
    const contentType = response.headers.get('Content-Type') ?? '';
    try {
      const blob = onProgress ? await readCounting(response, contentType, onProgress) : await response.blob();
      return {
        blob,
        filename: attachmentFilename(response.headers.get('Content-Disposition')),
        contentType: contentType || blob.type,
      };
    } catch (error) {
      if (signal?.aborted) throw new ApiError('Request aborted', null, { code: ABORTED_CODE });
      throw new ApiError(errorMessage(error) ?? 'Network error', null);
    }
  }

  return { request, download, upload: createUploader(options) };
}

/** The body as a Blob, reporting the bytes received after every chunk. */
async function readCounting(
  response: Response,
  contentType: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const declared = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(declared) && declared > 0 ? declared : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Array<Uint8Array<ArrayBuffer>> = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    // A copy backed by a plain ArrayBuffer, as Blob takes it.
    chunks.push(new Uint8Array(part.value));
    loaded += part.value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: contentType });
}
