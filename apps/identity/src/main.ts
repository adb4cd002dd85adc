import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { IdentityModule } from '@atelier/services/identity';
import { config } from './config';

void runDistributedService(ServiceName.Identity, config, (options) => IdentityModule.forRoot(options));
