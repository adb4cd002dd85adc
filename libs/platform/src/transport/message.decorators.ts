import type { CallEntry, MessageEnvelope, RequestContext } from '@atelier/contracts/common';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';

function envelopeOf(host: ExecutionContext): MessageEnvelope<unknown> & { messageId?: string } {
  return host.switchToRpc().getData<MessageEnvelope<unknown> & { messageId?: string }>();
}

/** The request context the gateway built, as carried by the message. */
export const MessageCtx = createParamDecorator((_: unknown, host: ExecutionContext): RequestContext => {
  return envelopeOf(host).ctx;
});

/** The message payload; the platform's global pipe validates it against the parameter's DTO class. */
export const MessageBody = createParamDecorator((_: unknown, host: ExecutionContext): unknown => {
  return envelopeOf(host).payload;
});

/** The event's id, for consumers that must handle each message once. */
export const MessageId = createParamDecorator((_: unknown, host: ExecutionContext): string | undefined => {
  return envelopeOf(host).messageId;
});

/**
 * Marks a method as the handler of a call map entry. The method's type is checked against the entry:
 * `(ctx, body)` in that order, the body of the entry's request type, the answer of its response type.
 */
export function Handles<TRequest, TResponse>(entry: CallEntry<TRequest, TResponse>) {
  return <M extends (ctx: RequestContext, body: TRequest) => Promise<TResponse> | TResponse>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    MessagePattern(entry.pattern)(target, key, descriptor);
  };
}
