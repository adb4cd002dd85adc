export { SELLEASE_EXTERNAL_QUEUE } from './external-queues';
export { SyncModule } from './sync.module';
