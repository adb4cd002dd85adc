import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { SyncModule, SYNC_QUEUES } from '@atelier/services/sync';
import { config } from './config';

// Besides its own queue, sync consumes the queue Sellease publishes to, in Sellease's own format.
void runDistributedService(ServiceName.Sync, config, (options) => SyncModule.forRoot(options), SYNC_QUEUES);
