import { ApiError, buildHeaders, createHttpClient, type RequestContext } from './client';
import { createApi } from './api';

const context: RequestContext = { token: 'jwt-1', priceStatus: '2', customerId: 'c3', languageCode: 'sv' };

/** Just what the client reads of a fetch Response (jsdom has no fetch API). */
function fakeResponse(status: number, text: string, statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: () => Promise.resolve(text),
  } as Response;
}

function jsonResponse(status: number, body: unknown): Response {
  return fakeResponse(status, JSON.stringify(body));
}

describe('http client', () => {
  it('sends tenant, price status, customer, language, Accept and the token', () => {
    expect(buildHeaders('demo', context, false)).toEqual({
      Accept: 'application/json',
      'x-tenant': 'demo',
      'x-price-status': '2',
      'x-customer-id': 'c3',
      'x-language-code': 'sv',
      'x-access-token': 'jwt-1',
    });
  });

  it('omits the token before login and adds Content-Type for JSON bodies', () => {
    const headers = buildHeaders('demo', { ...context, token: null, languageCode: '', customerId: '' }, true);
    expect(headers).not.toHaveProperty('x-access-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['x-language-code']).toBe('');
    expect(headers['x-customer-id']).toBe('');
  });

  it('posts JSON to /api and returns the body', async () => {
    const fetchImpl = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
      Promise.resolve(jsonResponse(200, { status: true, data: [] })),
    );
    const api = createApi(createHttpClient({ tenant: 'demo', getContext: () => context, fetchImpl }));
    await expect(api.getMappedCustomers('u-1')).resolves.toEqual({ status: true, data: [] });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/users/get-mapped-customers');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ userId: 'u-1' }));
  });

  it('uses GET without a body for the cart list', async () => {
    const fetchImpl = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
      Promise.resolve(jsonResponse(200, { status: true, data: { data: [] } })),
    );
    const api = createApi(createHttpClient({ tenant: 'demo', getContext: () => context, fetchImpl }));
    await api.getCartList('u 1');
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/cartproducts/get-cart-list/u%201');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('throws ApiError with the server message, code and field errors on 4xx', async () => {
    const body = {
      status: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
      requestId: 'r-1',
    };
    const client = createHttpClient({
      tenant: 'demo',
      getContext: () => context,
      fetchImpl: () => Promise.resolve(jsonResponse(400, body)),
    });
    const failure = await client.request('POST', '/users/login', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'The email field is required.',
      code: 'VALIDATION_FAILED',
      errors: { email: ['The email field is required.'] },
      requestId: 'r-1',
    });
  });

  it('falls back to the HTTP status when the error body is not JSON', async () => {
    const client = createHttpClient({
      tenant: 'demo',
      getContext: () => context,
      fetchImpl: () => Promise.resolve(fakeResponse(502, '<html>Bad gateway</html>', 'Bad Gateway')),
    });
    await expect(client.request('GET', '/menu')).rejects.toMatchObject({
      status: 502,
      message: 'HTTP 502 Bad Gateway',
    });
  });

  it('reports network failures with status null', async () => {
    const client = createHttpClient({
      tenant: 'demo',
      getContext: () => context,
      fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const failure = await client.request('GET', '/menu').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: null, message: 'Failed to fetch', isNetworkError: true });
  });
});
