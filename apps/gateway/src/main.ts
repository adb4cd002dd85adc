import 'reflect-metadata';
import { startGateway } from '@atelier/gateway';
import { configureLogging, getLogger } from '@atelier/platform';
import { config } from './config';

async function main(): Promise<void> {
  configureLogging({ level: config.LOG_LEVEL, app: 'gateway' });
  await startGateway({
    mode: 'distributed',
    port: config.PORT,
    transport: {
      kind: 'amqp',
      url: config.AMQP_URL,
      prefix: config.AMQP_PREFIX,
      rpcTimeoutMs: config.RPC_TIMEOUT_MS,
    },
    cache: { kind: 'redis', url: config.REDIS_URL, prefix: config.CACHE_PREFIX },
    jwtSecret: config.JWT_SECRET,
    jwtAccessTtlSeconds: config.JWT_ACCESS_TTL,
    webDist: config.WEB_DIST,
    bodyLimit: config.BODY_LIMIT,
    metricsPort: config.METRICS_PORT,
    platformToken: config.PLATFORM_TOKEN,
    rateLimits: {
      loginPerIp: config.LOGIN_LIMIT_PER_IP,
      loginFreeFailures: config.LOGIN_FREE_FAILURES,
      loginSlowdownAfter: config.LOGIN_SLOWDOWN_AFTER,
      loginWindowSeconds: config.LOGIN_LIMIT_WINDOW,
      accountFormsPerIp: config.ACCOUNT_FORMS_LIMIT_PER_IP,
      accountFormsWindowSeconds: config.ACCOUNT_FORMS_LIMIT_WINDOW,
      uploadsPerUser: config.UPLOADS_LIMIT_PER_USER,
      uploadsWindowSeconds: config.UPLOADS_LIMIT_WINDOW,
    },
  });
}

main().catch((error: Error) => {
  getLogger('gateway').fatal({ err: error }, `gateway failed to start: ${error.message}`);
  process.exit(1);
});
