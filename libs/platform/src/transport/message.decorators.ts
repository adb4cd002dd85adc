import type { MessageEnvelope, RequestContext } from '@atelier/contracts/common';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

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
