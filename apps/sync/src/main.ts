import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { SyncModule } from '@atelier/services/sync';
import { config } from './config';

void runDistributedService(ServiceName.Sync, config, (options) => SyncModule.forRoot(options));
