import type { RequestContext } from '@atelier/contracts/common';
import {
  type IngestResult,
  SelleaseMessageDto,
  type SelleaseMessageView,
  SyncApi,
  SyncPatterns,
} from '@atelier/contracts/sync';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { InboundBatcher } from './inbound-batcher';
import { type InboundSelleaseMessage, parseInboundMessage, unreadableMessage } from './inbound-message';
import { SelleaseService } from './sellease.service';

@Controller()
export class SelleaseController {
  constructor(
    private readonly sellease: SelleaseService,
    private readonly batcher: InboundBatcher,
  ) {}

  @Handles(SyncApi.listSelleaseMessages)
  list(@MessageCtx() ctx: RequestContext): Promise<SelleaseMessageView[]> {
    return this.sellease.list(ctx);
  }

  /** A message handed over through the API (the embedded mode has no Sellease queue). */
  @Handles(SyncApi.ingestSelleaseMessage)
  ingest(@MessageCtx() ctx: RequestContext, @MessageBody() body: SelleaseMessageDto): Promise<IngestResult> {
    return this.sellease.ingest(ctx, body);
  }

  /**
   * A message from the raw Sellease queue: no request context and nothing checked yet, so the tenant
   * comes from the message itself. Throwing dead-letters it; a message that cannot be read but names its
   * tenant and id goes to the error list instead.
   */
  @EventPattern(SyncPatterns.selleaseInbound)
  async inbound(@MessageBody() raw: unknown): Promise<void> {
    let message: InboundSelleaseMessage;
    try {
      message = await parseInboundMessage(raw);
    } catch (error) {
      const unreadable = unreadableMessage(raw, error);
      if (!unreadable) throw error;
      message = unreadable;
    }
    const outcome = await this.batcher.submit(message.tenantId, message);
    // Throwing leaves the message to the transport's dead-letter queue (it stays `received`, and an
    // error list entry says why, so staff can retry it once the owning service is back).
    if (outcome === 'unavailable')
      throw new Error(`Sellease message ${message.messageId}: owner unavailable`);
  }
}
