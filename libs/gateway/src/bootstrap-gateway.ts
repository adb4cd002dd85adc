import {
  enableDefaultMetrics,
  getLogger,
  httpRequestDuration,
  PinoNestLogger,
  startMetricsServer,
} from '@atelier/platform';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SELLEASE_ASYNCAPI } from '@atelier/contracts/sync';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { bodyParserError } from './errors/http-error.filter';
import { docsSecurityHeaders, securityHeaders } from './http/security-headers';
import { type PagePreloadList, preloadLinks, withPreloads } from './http/page-preloads';
import { robotsTxt, sitemapXml } from './http/sitemap';
import { GatewayModule } from './gateway.module';
import type { GatewayOptions } from './gateway-options';

function origin(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

/**
 * The HTML shell and the build's page preload list, read again only when a new build has replaced the
 * shell (a build without the list serves the shell as it is).
 */
function htmlShell(root: string): () => { html: string; preloads: PagePreloadList | null } | null {
  const index = join(root, 'index.html');
  const list = join(root, '.vite', 'page-preloads.json');
  let cached: { builtAt: number; html: string; preloads: PagePreloadList | null } | null = null;
  return () => {
    if (!existsSync(index)) return null;
    const builtAt = statSync(index).mtimeMs;
    if (cached?.builtAt !== builtAt) {
      const preloads = existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as PagePreloadList) : null;
      cached = { builtAt, html: readFileSync(index, 'utf8'), preloads };
    }
    return cached;
  };
}

function serveSpa(app: NestExpressApplication, webDist: string): void {
  const root = resolve(webDist);
  const shell = htmlShell(root);
  // Source maps stay on the server for our own debugging; a browser never gets one.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path.endsWith('.map')) response.status(404).type('text/plain').send('Not found');
    else next();
  });
  // Written per request: their URLs are absolute, on whatever host the site is reached by.
  app.use((request: Request, response: Response, next: NextFunction) => {
    const file =
      request.path === '/robots.txt'
        ? { type: 'text/plain', body: robotsTxt }
        : request.path === '/sitemap.xml'
          ? { type: 'application/xml', body: sitemapXml }
          : null;
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.type(file.type).setHeader('cache-control', 'public, max-age=3600');
    response.send(file.body(origin(request)));
  });
  // Hashed assets never change; each is sent as the precompressed .br or .gz the browser accepts.
  app.use(
    '/assets',
    expressStaticGzip(join(root, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  const rootFiles = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { maxAge: '1h' },
  });
  // API paths are never files: skip the file system look-up each of them would cost.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path === '/api' || request.path.startsWith('/api/')) next();
    else rootFiles(request, response, next);
  });
  // The HTML shell must always be fetched fresh (compressed by the global middleware).
  app.use((request: Request, response: Response, next: NextFunction) => {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!page || request.path === '/api' || request.path.startsWith('/api/')) return next();
    const built = shell();
    if (!built) {
      response.status(503).type('text/plain').send('The web app is not built. Run: npm run build');
      return;
    }
    response.setHeader('cache-control', 'no-cache');
    const links = built.preloads ? preloadLinks(built.preloads, request.path) : '';
    response.type('html').send(withPreloads(built.html, links));
  });
}

/**
 * Builds the gateway HTTP app (not yet listening): API under /api, OpenAPI at /api/docs (AsyncAPI of the
 * Sellease queues at /api/docs/asyncapi.json), the SPA at /.
 */
export async function createGateway(options: GatewayOptions): Promise<INestApplication> {
  enableDefaultMetrics();
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(options), {
    logger: new PinoNestLogger('gateway'),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  // JSON and the HTML shell, compressed as the browser accepts (brotli or gzip); assets come precompressed.
  app.use(compression());
  // Replaces the policy for the API's documentation page only (set after, so it wins).
  app.use('/api/docs', docsSecurityHeaders());
  app.use((request: Request, response: Response, next: NextFunction) => {
    const stop = httpRequestDuration.startTimer({ method: request.method });
    response.on('finish', () => {
      const route = (request.route as { path?: string } | undefined)?.path ?? 'unmatched';
      stop({ route, status: String(response.statusCode) });
    });
    next();
  });
  for (const parse of [
    express.json({ limit: options.bodyLimit }),
    express.urlencoded({ extended: false, limit: options.bodyLimit }),
  ]) {
    // Parse failures become our own exceptions here, while their type is still known.
    app.use((request: Request, response: Response, next: NextFunction) =>
      parse(request, response, (error?: unknown) =>
        next(error ? (bodyParserError(error) ?? error) : undefined),
      ),
    );
  }
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Atelier API')
      .setDescription('Trade ordering platform for a jewellery wholesaler. Every call carries x-tenant.')
      .setVersion('1.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'x-access-token' }, 'x-access-token')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  // The Sellease message contract (the queues the sync service reads and writes), beside the OpenAPI one.
  app.use('/api/docs/asyncapi.json', (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.json(SELLEASE_ASYNCAPI);
  });
  serveSpa(app, options.webDist);
  return app;
}

/** How long an idle keep-alive connection stays open: longer than a load balancer's usual idle minute. */
const KEEP_ALIVE_MS = 65_000;

export async function startGateway(options: GatewayOptions): Promise<INestApplication> {
  const app = await createGateway(options);
  await app.listen(options.port);
  const server = app.getHttpServer() as Server;
  // A keep-alive timer that fires while a request waits unread resets that request's connection, and
  // timers run before reads when the event loop comes back from a stall (PGlite works on the embedded
  // process's one thread). So idle connections outlive any such stall, and a proxy's idle timeout too.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  if (options.metricsPort !== undefined) {
    // Never what keeps the process alive: it ends with the gateway.
    startMetricsServer(options.metricsPort).unref();
  }
  getLogger('gateway').info({ port: options.port, mode: options.mode }, 'gateway listening');
  return app;
}
