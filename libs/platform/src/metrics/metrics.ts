import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

let started = false;

/** Default process metrics once per process (embedded mode hosts several services in one). */
export function enableDefaultMetrics(): void {
  if (started) return;
  started = true;
  collectDefaultMetrics();
}

export const httpRequestDuration = new Histogram({
  name: 'atelier_http_request_duration_seconds',
  help: 'Gateway HTTP request duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const serviceCalls = new Counter({
  name: 'atelier_service_calls_total',
  help: 'Requests sent from this process to services, by pattern and outcome',
  labelNames: ['pattern', 'outcome'] as const,
});

/** What this process handled, so the share each replica of a service takes can be read per process. */
export const messagesHandled = new Counter({
  name: 'atelier_messages_handled_total',
  help: 'Requests and events this process consumed from the broker, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
});

export function metricsText(): Promise<string> {
  return register.metrics();
}

export const metricsContentType = register.contentType;

export function startMetricsServer(port: number): Server {
  enableDefaultMetrics();
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'content-type': metricsContentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port);
  return server;
}
