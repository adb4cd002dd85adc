import { IdentityErrorCode } from '@atelier/contracts/identity';
import { AppException } from '@atelier/platform';
import type { FieldIssue, MessageParams } from '@atelier/contracts/common';

export { IdentityErrorCode };

export class IdentityException extends AppException {
  constructor(
    code: IdentityErrorCode,
    i18nKey: string,
    params?: MessageParams,
    fields?: Record<string, FieldIssue[]>,
  ) {
    super(code, i18nKey, params, fields);
  }
}
