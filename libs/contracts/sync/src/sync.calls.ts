import { call, type NoPayload, type Paged } from '@atelier/contracts/common';
import type { SelleaseMessageDto } from './sync.dto';
import type {
  DiscardSyncErrorMessage,
  ListSyncErrorsDto,
  RetrySyncErrorsDto,
  SyncErrorIdDto,
} from './sync-errors.dto';
import type {
  ListSyncRunsDto,
  StartSyncRunDto,
  SyncRunIdDto,
  UpdateSyncScheduleMessage,
} from './sync-runs.dto';
import type {
  IngestResult,
  SelleaseMessageView,
  SyncErrorView,
  SyncRetryResult,
  SyncRunView,
  SyncScheduleView,
} from './sync.types';
import { SyncPatterns } from './sync.patterns';

/**
 * The sync service's call map: each request/reply pattern with its request and response types. The
 * gateway and other services call through it (`ServiceClient.call`), the handlers declare it (`@Handles`).
 */
export const SyncApi = {
  listSelleaseMessages: call<NoPayload, SelleaseMessageView[]>(SyncPatterns.listSelleaseMessages),
  ingestSelleaseMessage: call<SelleaseMessageDto, IngestResult>(SyncPatterns.ingestSelleaseMessage),
  listErrors: call<ListSyncErrorsDto, Paged<SyncErrorView>>(SyncPatterns.listErrors),
  retryError: call<SyncErrorIdDto, SyncRetryResult>(SyncPatterns.retryError),
  retryErrors: call<RetrySyncErrorsDto, SyncRetryResult>(SyncPatterns.retryErrors),
  discardError: call<DiscardSyncErrorMessage, SyncErrorView>(SyncPatterns.discardError),
  /** Open entries: the dashboard's pending-work figure. */
  countOpenErrors: call<NoPayload, number>(SyncPatterns.countOpenErrors),
  startRun: call<StartSyncRunDto, SyncRunView>(SyncPatterns.startRun),
  listRuns: call<ListSyncRunsDto, Paged<SyncRunView>>(SyncPatterns.listRuns),
  getRun: call<SyncRunIdDto, SyncRunView>(SyncPatterns.getRun),
  listSchedules: call<NoPayload, SyncScheduleView[]>(SyncPatterns.listSchedules),
  updateSchedule: call<UpdateSyncScheduleMessage, SyncScheduleView>(SyncPatterns.updateSchedule),
} as const;
