import type { FieldIssue, MessageParams } from '@atelier/contracts/common';
import { SyncErrorCode } from '@atelier/contracts/sync';
import { AppException } from '@atelier/platform';

export { SyncErrorCode };

export class SyncException extends AppException {
  constructor(
    code: SyncErrorCode,
    i18nKey: string,
    params?: MessageParams,
    fields?: Record<string, FieldIssue[]>,
  ) {
    super(code, i18nKey, params, fields);
  }
}
