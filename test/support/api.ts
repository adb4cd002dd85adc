import { DEMO_USERS } from '@atelier/contracts/common';

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export type Body = Record<string, unknown>;

/** A thin HTTP client for the gateway with the storefront's default headers. */
export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly defaults: Record<string, string> = { 'x-tenant': 'demo' },
  ) {}

  with(headers: Record<string, string>): Api {
    return new Api(this.baseUrl, { ...this.defaults, ...headers });
  }

  async request<T = Body>(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...this.defaults,
      ...options.headers,
    };
    let body: string | undefined;
    if (options.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = options.raw;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (the SPA, metrics); the test decides what to make of it.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = Body>(path: string, headers?: Record<string, string>): Promise<ApiResult<T>> {
    return this.request<T>('GET', path, { headers });
  }

  post<T = Body>(path: string, json: unknown, headers?: Record<string, string>): Promise<ApiResult<T>> {
    return this.request<T>('POST', path, { json, headers });
  }

  put<T = Body>(path: string, json: unknown, headers?: Record<string, string>): Promise<ApiResult<T>> {
    return this.request<T>('PUT', path, { json, headers });
  }

  delete<T = Body>(path: string, headers?: Record<string, string>): Promise<ApiResult<T>> {
    return this.request<T>('DELETE', path, { headers });
  }

  /** Logs in and returns an Api that sends the token; fails the test if login does not succeed. */
  async login(email: string, password: string): Promise<{ api: Api; token: string; userId: string }> {
    const result = await this.post<{ status: boolean; data?: { token: string; user: { _id: string } } }>(
      '/api/users/login',
      { email, password },
    );
    if (result.status !== 200 || !result.body.status || !result.body.data) {
      throw new Error(`login failed for ${email}: ${result.status} ${JSON.stringify(result.body)}`);
    }
    const { token, user } = result.body.data;
    return { api: this.with({ 'x-access-token': token }), token, userId: user._id };
  }

  loginBuyer(): Promise<{ api: Api; token: string; userId: string }> {
    return this.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password);
  }

  loginAdmin(): Promise<{ api: Api; token: string; userId: string }> {
    return this.login(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  }
}
