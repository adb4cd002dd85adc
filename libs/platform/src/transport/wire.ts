import type { MessageEnvelope, SerializedError } from '@atelier/contracts/common';

export type Reply = { response: unknown } | { err: SerializedError };

export function encode(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

export function decode(content: Buffer): unknown {
  return JSON.parse(content.toString('utf8')) as unknown;
}

export function requestIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const ctx = (data as Partial<MessageEnvelope<unknown>>).ctx;
  return typeof ctx?.requestId === 'string' ? ctx.requestId : undefined;
}
