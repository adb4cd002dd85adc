import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { IdentityModule } from '@atelier/services/identity';
import { resolve } from 'node:path';
import { config } from './config';

void runDistributedService(ServiceName.Identity, config, (options) =>
  IdentityModule.forRoot(options, {
    mail: config.SMTP_URL
      ? { kind: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
      : { kind: 'files', dir: resolve(config.MAIL_DIR), from: config.MAIL_FROM },
    publicUrl: config.PUBLIC_URL,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL,
  }),
);
