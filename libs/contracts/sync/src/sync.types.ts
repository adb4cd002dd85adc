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
