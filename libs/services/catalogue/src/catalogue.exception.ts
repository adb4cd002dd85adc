import { CatalogueErrorCode } from '@atelier/contracts/catalogue';
import type { MessageParams } from '@atelier/contracts/common';
import { AppException } from '@atelier/platform';

export { CatalogueErrorCode };

export class CatalogueException extends AppException {
  constructor(code: CatalogueErrorCode, i18nKey: string, params?: MessageParams) {
    super(code, i18nKey, params);
  }
}
