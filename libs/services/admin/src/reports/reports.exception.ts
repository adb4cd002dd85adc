import { ReportsErrorCode } from '@atelier/contracts/admin';
import type { FieldIssue, MessageParams } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';

export { ReportsErrorCode };

export class ReportsException extends AppException {
  constructor(
    code: ReportsErrorCode,
    i18nKey: string,
    params?: MessageParams,
    fields?: Record<string, FieldIssue[]>,
  ) {
    super(code, i18nKey, params, fields);
  }
}
