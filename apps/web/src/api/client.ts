import type { LanguageHeaderCode } from '../i18n/languages';
import type { ApiErrorBody } from './types';

export type PriceStatusHeader = '0' | '1' | '2';

/** Per-request values that become headers. */
export interface RequestContext {
  token: string | null;
  priceStatus: PriceStatusHeader;
  customerId: string;
  languageCode: LanguageHeaderCode;
}

export type HttpMethod = 'GET' | 'POST';

export interface HttpClient {
  request: <T>(method: HttpMethod, path: string, body?: unknown) => Promise<T>;
}

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
    return this.status === null;
  }
}

export function buildHeaders(
  tenant: string,
  context: RequestContext,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-tenant': tenant,
    'x-price-status': context.priceStatus,
    'x-customer-id': context.customerId,
    'x-language-code': context.languageCode,
  };
  if (context.token) headers['x-access-token'] = context.token;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
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

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const hasBody = body !== undefined;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: buildHeaders(options.tenant, options.getContext(), hasBody),
        body: hasBody ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw new ApiError(errorMessage(error) ?? 'Network error', null);
    }

    const payload = await readJson(response);
    if (!response.ok) {
      const details = isErrorBody(payload) ? payload : undefined;
      const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
      throw new ApiError(details?.message || fallback, response.status, {
        code: details?.code,
        errors: details?.errors,
        requestId: details?.requestId,
      });
    }
    if (payload === undefined || payload === null || typeof payload !== 'object') {
      throw new ApiError(`Unexpected response from ${path}`, response.status);
    }
    return payload as T;
  }

  return { request };
}
