export { SELLEASE_EXTERNAL_QUEUE, SYNC_QUEUES } from './external-queues';
export { SyncModule } from './sync.module';
export { MAX_BATCH as SELLEASE_BATCH } from './sellease/inbound-batcher';
