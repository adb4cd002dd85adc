import type { FieldIssue, MessageParams } from '@atelier/contracts/common';
import { OrdersErrorCode } from '@atelier/contracts/orders';
import { AppException } from '@atelier/platform';

export { OrdersErrorCode };

export class OrdersException extends AppException {
  constructor(
    code: OrdersErrorCode,
    i18nKey: string,
    params?: MessageParams,
    fields?: Record<string, FieldIssue[]>,
  ) {
    super(code, i18nKey, params, fields);
  }
}
