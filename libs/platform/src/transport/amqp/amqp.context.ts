import { BaseRpcContext } from '@nestjs/microservices';
import type { Channel, ConsumeMessage } from 'amqplib';

export class AmqpContext extends BaseRpcContext<[ConsumeMessage, Channel, string]> {
  getMessage(): ConsumeMessage {
    return this.args[0];
  }
  getPattern(): string {
    return this.args[2];
  }
  getMessageId(): string | undefined {
    const id: unknown = this.args[0].properties.messageId;
    return typeof id === 'string' ? id : undefined;
  }
}
