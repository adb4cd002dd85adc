import { attachmentFilename, createHttpClient, type RequestContext } from './client';
import { createApi } from './api';

const context: RequestContext = { token: 'jwt-1', priceStatus: '2', customerId: 'c-1', languageCode: '' };

interface FakeResponseInit {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  blob?: Blob;
}

/** Just what the client reads of a fetch Response (jsdom has no fetch API). */
function fakeResponse({
  status = 200,
  body = '{"status":true,"data":{}}',
  headers = {},
  blob,
}: FakeResponseInit): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: () => Promise.resolve(body),
    blob: () => Promise.resolve(blob ?? new Blob([body])),
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
  } as Response;
}

function setup(response: FakeResponseInit = {}) {
  const fetchImpl = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
    Promise.resolve(fakeResponse(response)),
  );
  const api = createApi(createHttpClient({ tenant: 'demo', getContext: () => context, fetchImpl }));
  const sent = () => {
    const [url, init] = fetchImpl.mock.calls[0];
    return { url, init, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { api, fetchImpl, sent };
}

describe('orders calls through the http client', () => {
  it('sends the Idempotency-Key with place-order, next to the usual headers', async () => {
    const { api, sent } = setup();
    await api.placeOrder({ shippingAddressId: 'primary', shippingOption: 'standard' }, 'checkout-key-1');
    const { url, init, headers } = sent();
    expect(url).toBe('/api/orders/place-order');
    expect(init?.method).toBe('POST');
    expect(headers['Idempotency-Key']).toBe('checkout-key-1');
    expect(headers['x-access-token']).toBe('jwt-1');
    expect(headers['x-customer-id']).toBe('c-1');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('never lets a request header replace a context header', async () => {
    const fetchImpl = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() =>
      Promise.resolve(fakeResponse({})),
    );
    const client = createHttpClient({ tenant: 'demo', getContext: () => context, fetchImpl });
    await client.request('GET', '/menu', undefined, {
      headers: { 'X-Customer-Id': 'someone-else', 'X-Trace': '1' },
    });
    const headers = fetchImpl.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers['X-Customer-Id']).toBeUndefined();
    expect(headers['x-customer-id']).toBe('c-1');
    expect(headers['X-Trace']).toBe('1');
  });

  it('sends the bespoke form as multipart/form-data and lets the browser write its boundary', async () => {
    const { api, sent } = setup();
    const form = new FormData();
    form.append('description', 'Halo ring');
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'ring.png');
    await api.createBespokeOrder(form);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/bespoke-orders');
    expect(init?.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['x-access-token']).toBe('jwt-1');
  });

  it('refuses a multipart request whose body is not a FormData, before sending anything', async () => {
    const fetchImpl = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    const client = createHttpClient({ tenant: 'demo', getContext: () => context, fetchImpl });
    await expect(
      client.request('POST', '/bespoke-orders', { a: 1 }, { encoding: 'multipart' }),
    ).rejects.toThrow(TypeError);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('downloads a PDF with the auth headers and the name the server gave', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { api, sent } = setup({
      blob: pdf,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="INV00012.pdf"',
      },
    });
    const file = await api.downloadFile('/api/invoices/i-1/pdf');
    const { url, headers } = sent();
    expect(url).toBe('/api/invoices/i-1/pdf');
    expect(headers['x-access-token']).toBe('jwt-1');
    expect(headers.Accept).toBe('*/*');
    expect(file).toEqual({ blob: pdf, filename: 'INV00012.pdf', contentType: 'application/pdf' });
  });

  it('turns a failed download into the server’s error', async () => {
    const { api } = setup({
      status: 403,
      body: JSON.stringify({
        status: false,
        code: 'ORDERS_TRADE_PRICES_ONLY',
        message: 'Order history is only available with trade prices.',
      }),
    });
    await expect(api.downloadFile('/invoices/i-1/pdf')).rejects.toMatchObject({
      status: 403,
      code: 'ORDERS_TRADE_PRICES_ONLY',
    });
  });

  it('puts list filters in the query string, leaving unset ones out', async () => {
    const { api, sent } = setup({
      body: '{"status":true,"data":{"rows":[],"count":0,"page":1,"limit":20,"pages":1}}',
    });
    await api.getOrderList({ page: 2, limit: 20, status: 0, search: 'AT 1', from: undefined });
    expect(sent().url).toBe('/api/orders/order-list?page=2&limit=20&status=0&search=AT+1');
  });
});

describe('Content-Disposition file names', () => {
  it('reads plain, quoted and RFC 5987 names', () => {
    expect(attachmentFilename('attachment; filename="INV00012.pdf"')).toBe('INV00012.pdf');
    expect(attachmentFilename('attachment; filename=INV00012.pdf')).toBe('INV00012.pdf');
    expect(attachmentFilename("attachment; filename*=UTF-8''Faktura%20%C3%A5.pdf")).toBe('Faktura å.pdf');
    expect(attachmentFilename('inline')).toBeNull();
    expect(attachmentFilename(null)).toBeNull();
  });
});
