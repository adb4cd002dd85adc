import {
  CommonErrorCode,
  type FieldIssue,
  type MessageParams,
  type SerializedError,
  isSerializedError,
  translate,
} from '@atelier/contracts/common';

/**
 * The base of every module's exception class: a string code the gateway maps to HTTP in one place, and
 * an i18n key it renders in the caller's language. Transport-neutral, so services can throw it.
 */
export class AppException extends Error {
  constructor(
    readonly code: string,
    readonly i18nKey: string,
    readonly params: MessageParams = {},
    readonly fields?: Record<string, FieldIssue[]>,
  ) {
    super(translate('en', i18nKey, params));
    this.name = new.target.name;
  }

  toSerialized(): SerializedError {
    return {
      code: this.code,
      i18nKey: this.i18nKey,
      params: this.params,
      fields: this.fields,
      message: this.message,
    };
  }

  static fromSerialized(error: SerializedError): AppException {
    return new AppException(error.code, error.i18nKey, error.params, error.fields);
  }
}

export class CommonException extends AppException {
  constructor(
    code: CommonErrorCode,
    i18nKey: string,
    params?: MessageParams,
    fields?: Record<string, FieldIssue[]>,
  ) {
    super(code, i18nKey, params, fields);
  }
}

/** Turns anything thrown into the wire form; unknown errors become INTERNAL and keep no details. */
export function toSerializedError(error: unknown): SerializedError {
  if (error instanceof AppException) return error.toSerialized();
  if (isSerializedError(error)) return error;
  return {
    code: CommonErrorCode.Internal,
    i18nKey: 'error.internal',
    message: error instanceof Error ? error.message : 'Unknown error',
  };
}
