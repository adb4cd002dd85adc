import { ABORTED_CODE, ApiError, buildHeaders, errorFromAnswer, type HttpClientOptions } from './client';

/** How far an upload has come: bytes sent of the body's total (total 0 while unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
}

/** The XMLHttpRequest surface the uploader uses (tests pass a fake). */
export type XhrFactory = () => XMLHttpRequest;

export type Uploader = <T>(path: string, body: FormData, options?: UploadOptions) => Promise<T>;

function parse(text: string): unknown {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/**
 * Multipart uploads with progress. fetch cannot report how much of a request body has been sent, so
 * this one call goes through XMLHttpRequest, with the same headers and the same error mapping as the
 * API client (the caller retries an expired token as for any call).
 */
export function createUploader(
  options: Pick<HttpClientOptions, 'baseUrl' | 'tenant' | 'getContext'>,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Uploader {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  return <T>(path: string, body: FormData, { onProgress, signal, method = 'POST' }: UploadOptions = {}) =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ApiError('Request aborted', null, { code: ABORTED_CODE }));
        return;
      }
      const xhr = createXhr();
      xhr.open(method, `${baseUrl}${path}`);
      const headers = buildHeaders(options.tenant, options.getContext(), true, 'multipart');
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) =>
        onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.onload = () => {
        const payload = parse(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300)
          reject(errorFromAnswer(xhr.status, xhr.statusText, payload));
        else if (payload === null || payload === undefined || typeof payload !== 'object')
          reject(new ApiError(`Unexpected response from ${path}`, xhr.status));
        // The answer's shape is the endpoint's contract type, as for every call of the API client.
        else resolve(payload as T);
      };
      xhr.onerror = () => reject(new ApiError('Network error', null));
      xhr.onabort = () => reject(new ApiError('Request aborted', null, { code: ABORTED_CODE }));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}
