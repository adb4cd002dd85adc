import { CatalogueEvents, type VariantStockSetEvent } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  DATABASE,
  type DatabaseHandle,
  firstDelivery,
  MessageBody,
  MessageCtx,
  MessageId,
} from '@atelier/platform';
import { Controller, Inject } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { processedMessages } from '../schema/orders.schema';
import { InventoryService } from './inventory.service';

export const STOCK_SET_CONSUMER = 'orders.variant-stock-set';

/**
 * Staff set a variant's stock on the design screen or by import: a stock take for the stock authority.
 * Variants orders has not met yet get their row from the catalogue's figure when first needed, so only
 * known rows change. Once per message, in the transaction of the change.
 */
@Controller()
export class StockSetController {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly inventory: InventoryService,
  ) {}

  @EventPattern(CatalogueEvents.VariantStockSet)
  async stockSet(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: VariantStockSetEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      if (messageId && !(await firstDelivery(tx, processedMessages, STOCK_SET_CONSUMER, messageId))) return;
      const known = await this.inventory.lock(
        tx,
        ctx.tenantId,
        event.variants.map((variant) => variant.variantId),
      );
      for (const variant of event.variants) {
        const row = known.get(variant.variantId);
        // Pieces reserved by orders stay reserved: on hand never drops below them.
        if (row)
          await this.inventory.setOnHand(tx, ctx, variant.variantId, Math.max(variant.onHand, row.reserved));
      }
    });
  }
}
