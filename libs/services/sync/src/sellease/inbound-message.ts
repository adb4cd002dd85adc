import type { FieldIssue } from '@atelier/contracts/common';
import { SelleaseMessageDto } from '@atelier/contracts/sync';
import { AppException, screenInput, validateDto, validationException } from '@atelier/platform';
import { isUUID } from 'class-validator';
import { SyncErrorCode, SyncException } from '../sync.exception';
import { type Reason, validationReason } from './record-kinds';

/** A message from the raw Sellease queue once checked: safe to record for its tenant. */
export interface InboundSelleaseMessage {
  tenantId: string;
  messageId: string;
  type: string;
  payload: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(fields: Record<string, FieldIssue[]>): SyncException {
  return new SyncException(SyncErrorCode.InvalidInboundMessage, 'error.validation', {}, fields);
}

/** The DTO calls the body `payload`; the external message calls it `body`, and so do its errors. */
const EXTERNAL_FIELD: Record<string, string> = { payload: 'body' };

/**
 * Checks an external message (the transport's `ExternalMessage`: the sender's own fields, unchecked)
 * with the same rules as a message sent through the API, plus a tenant id, which the raw queue carries
 * in a header instead of a request context. Anything invalid throws, so the transport dead-letters it.
 */
export async function parseInboundMessage(raw: unknown): Promise<InboundSelleaseMessage> {
  if (!isRecord(raw)) throw invalid({ message: [{ key: 'validation.object' }] });
  const fields: Record<string, FieldIssue[]> = {};
  const tenantId = raw['tenantId'];
  if (typeof tenantId !== 'string' || !isUUID(tenantId, 'all')) {
    fields['tenantId'] = [{ key: typeof tenantId === 'string' ? 'validation.uuid' : 'validation.required' }];
  }
  let dto: SelleaseMessageDto | undefined;
  const body = raw['body'];
  const envelope = { messageId: raw['messageId'], type: raw['type'], payload: body };
  try {
    // The body is screened here (it is recorded before it is read), but its fields are its type's DTO's
    // to check when it is read (readUpdate): the envelope's DTO only needs to see that it is an object,
    // so class-transformer is not left to copy every body, field by field, for nothing.
    const unsafe = screenInput(envelope);
    if (Object.keys(unsafe).length > 0) throw validationException(unsafe);
    dto = await validateDto(SelleaseMessageDto, { ...envelope, payload: isRecord(body) ? {} : body });
  } catch (error) {
    if (!(error instanceof AppException) || !error.fields) throw error;
    for (const [field, issues] of Object.entries(error.fields))
      fields[EXTERNAL_FIELD[field] ?? field] = issues;
  }
  if (!dto || typeof tenantId !== 'string' || Object.keys(fields).length > 0) {
    throw invalid(fields);
  }
  return { tenantId, messageId: dto.messageId, type: dto.type, payload: isRecord(body) ? body : {} };
}

/** A message that names its tenant and id but whose type or body cannot be read. */
export interface UnreadableSelleaseMessage extends InboundSelleaseMessage {
  refused: Reason;
}

const MAX_MESSAGE_ID = 128;
const MAX_TYPE = 64;

/**
 * What a refused message still says, when that is enough to record it: with its tenant and message id it
 * goes to the error list once (a redelivery is a duplicate) instead of the dead-letter queue, where staff
 * would never see it. Without them it cannot be told apart from another, and the answer is null.
 */
export function unreadableMessage(raw: unknown, refusal: unknown): UnreadableSelleaseMessage | null {
  if (!isRecord(raw) || !(refusal instanceof AppException) || !refusal.fields) return null;
  const { tenantId, messageId, type, body } = raw;
  if (typeof tenantId !== 'string' || !isUUID(tenantId, 'all')) return null;
  if (typeof messageId !== 'string' || messageId.trim() === '' || messageId.length > MAX_MESSAGE_ID)
    return null;
  if (refusal.fields['messageId']) return null;
  return {
    tenantId,
    messageId,
    type: typeof type === 'string' && type !== '' && type.length <= MAX_TYPE ? type : 'unreadable',
    payload: isRecord(body) ? body : { body: body ?? null },
    refused: validationReason(refusal.fields),
  };
}
