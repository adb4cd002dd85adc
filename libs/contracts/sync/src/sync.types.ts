export interface SelleaseMessageView {
  messageId: string;
  type: string;
  payload: Record<string, unknown>;
  receivedAt: string;
  deliveries: number;
}

/** A repeated message is an expected outcome, reported as `duplicate`, not an error. */
export interface IngestResult {
  recorded: boolean;
  duplicate: boolean;
  message: SelleaseMessageView;
}

/** Payload of the `SyncEvents.SelleaseMessageRecorded` event, published once per message id and tenant. */
export type SelleaseMessageRecordedEvent = SelleaseMessageView;
