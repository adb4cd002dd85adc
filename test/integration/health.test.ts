import { deleteAmqpObjects } from '../support/broker';
import { LOCAL, freePort, startProcess, stopProcess, uniqueName } from '../support/system';
import { system } from './state';

const { api, baseUrl, metricsUrl } = system();

interface Health {
  status: string;
  mode: string;
  services: Record<string, { status: string; dependencies: Record<string, { status: string }> }>;
  dependencies: Record<string, { status: string }>;
}

describe('GET /api/health', () => {
  it('reports every service and dependency up in the distributed mode', async () => {
    const { status, body } = await api.get<Health>('/api/health', { 'x-tenant': '' });
    expect(status).toBe(200);
    expect(body.status).toBe('up');
    expect(body.mode).toBe('distributed');
    expect(Object.keys(body.services).sort()).toEqual(['admin', 'catalogue', 'identity', 'orders', 'sync']);
    for (const service of Object.values(body.services)) {
      expect(service.status).toBe('up');
      expect(service.dependencies['database']?.status).toBe('up');
      expect(service.dependencies['cache']?.status).toBe('up');
    }
    expect(body.dependencies['broker']?.status).toBe('up');
    expect(body.dependencies['cache']?.status).toBe('up');
  });

  it('keeps an idle connection open longer than an event loop stalls or a proxy idles', async () => {
    // A shorter keep-alive reset requests sent while the embedded process was busy (ECONNRESET).
    const response = await fetch(`${baseUrl}/api/health`);
    await response.text();
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('answers 503 naming the services that do not answer', async () => {
    // A gateway on a prefix no service consumes: the broker is up, every service is unreachable.
    const prefix = uniqueName('orphan').replace(/_/g, '-');
    const port = await freePort();
    const gateway = startProcess('orphan-gateway', 'dist/server/apps/gateway/src/main.js', {
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: prefix,
      CACHE_PREFIX: prefix,
      PORT: String(port),
      JWT_SECRET: 'orphan-secret-orphan-secret-orphan-secret',
      RPC_TIMEOUT_MS: '1000',
    });
    try {
      let response: Response | undefined;
      for (let attempt = 0; attempt < 60 && !response; attempt++) {
        response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!response) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(response?.status).toBe(503);
      const body = (await response?.json()) as Health;
      expect(body.status).toBe('down');
      expect(body.services['identity']?.status).toBe('down');
      expect(body.dependencies['broker']?.status).toBe('up');
    } finally {
      await stopProcess(gateway);
      await deleteAmqpObjects(prefix);
    }
  });

  it('exposes Prometheus metrics on the internal port only, never on the public one', async () => {
    expect((await fetch(`${baseUrl}/api/metrics`)).status).toBe(404);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('atelier_http_request_duration_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('carries the caller-supplied request id into the answer', async () => {
    const requestId = `req-${Date.now()}-abcdef`;
    const { body } = await api.post('/api/users/login', {}, { 'x-request-id': requestId });
    expect(body).toMatchObject({ requestId });
  });
});
