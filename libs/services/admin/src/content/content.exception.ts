import { ContentErrorCode } from '@atelier/contracts/admin';
import type { FieldIssue, MessageParams } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';

export { ContentErrorCode };

export class ContentException extends AppException {
  constructor(
    code: ContentErrorCode,
    i18nKey: string,
    params?: MessageParams,
    fields?: Record<string, FieldIssue[]>,
  ) {
    super(code, i18nKey, params, fields);
  }
}
