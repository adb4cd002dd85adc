import { call, type NoPayload } from '@atelier/contracts/common';
import type { SelleaseMessageDto } from './sync.dto';
import type { IngestResult, SelleaseMessageView } from './sync.types';
import { SyncPatterns } from './sync.patterns';

/**
 * The sync service's call map: each request/reply pattern with its request and response types. The
 * gateway and other services call through it (`ServiceClient.call`), the handlers declare it (`@Handles`).
 */
export const SyncApi = {
  listSelleaseMessages: call<NoPayload, SelleaseMessageView[]>(SyncPatterns.listSelleaseMessages),
  ingestSelleaseMessage: call<SelleaseMessageDto, IngestResult>(SyncPatterns.ingestSelleaseMessage),
} as const;
