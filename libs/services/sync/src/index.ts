export { SELLEASE_EXTERNAL_QUEUE, SYNC_QUEUES } from './external-queues';
export { SyncModule } from './sync.module';
export {
  BATCHES_AT_ONCE as SELLEASE_BATCHES_AT_ONCE,
  MAX_BATCH as SELLEASE_BATCH,
} from './sellease/inbound-batcher';
