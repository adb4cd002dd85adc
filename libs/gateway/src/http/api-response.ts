import type { ApiSuccessBody } from '@atelier/contracts/common';

export function ok<TData>(data: TData, message?: string): ApiSuccessBody<TData> {
  return message === undefined ? { status: true, data } : { status: true, message, data };
}
