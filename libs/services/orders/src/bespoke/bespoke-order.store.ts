import type { RequestContext } from '@atelier/contracts/common';
import type { OrderPlaced, ShippingAddressView } from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { Injectable } from '@nestjs/common';
import { announcePlaced, type OrderHead, writeOrderHead } from '../checkout/order-head.store';
import type { VatTerms } from '../customers/customer-directory';
import { orderLines } from '../schema/orders.schema';
import type { BespokeOrderPlan } from './bespoke-order';

/** What the reporting read model files a bespoke line under (it has no catalogue item). */
export const BESPOKE_CATEGORY = 'Bespoke';

/** Who orders and where to: read before the transaction, written onto the order. */
export interface BespokeOrderTerms {
  bespokeId: string;
  customerId: string;
  userId: string;
  account: { company: string; acNo: string; name: string; email: string };
  address: ShippingAddressView;
  vat: VatTerms;
  shippingOption: string;
}

/**
 * Writes the order an accepted bespoke quote becomes, inside the acceptance's transaction: its numbers,
 * the order and its one special line (no variant, so no stock reserved), the first status and the same
 * OrderPlaced event a cart order publishes (outbox), so reporting and the Sellease export take it too.
 */
@Injectable()
export class BespokeOrderStore {
  async write(
    tx: Database,
    ctx: RequestContext,
    plan: BespokeOrderPlan,
    terms: BespokeOrderTerms,
  ): Promise<{ orderId: string; response: OrderPlaced }> {
    const { line, totals, status, orderType } = plan;
    const head: OrderHead = {
      ...terms,
      specialInstructions: null,
      status,
      orderType,
      totals,
      withSeNumber: true,
      note: plan.note,
    };
    const order = await writeOrderHead(tx, ctx, head);
    await tx.insert(orderLines).values({
      tenantId: ctx.tenantId,
      orderId: order.id,
      lineNumber: 1,
      variantId: null,
      designId: null,
      designNumber: line.designNumber,
      designName: line.designName,
      description: line.description,
      metal: line.metal,
      karat: line.karat,
      size: line.size,
      orderType: line.orderType,
      quantity: line.quantity,
      reservedQty: 0,
      unitPence: line.unitPence,
      bespokeQuoteId: line.bespokeQuoteId,
      deliveryDate: line.deliveryDate,
      isLabGrown: line.labGrown,
    });

    const response = await announcePlaced(tx, ctx, head, order, [
      {
        lineNumber: 1,
        variantId: null,
        sku: null,
        quantity: line.quantity,
        orderType: line.orderType,
        designId: null,
        designNumber: line.designNumber,
        designName: line.designName,
        category: BESPOKE_CATEGORY,
        metal: line.metal,
        karat: line.karat,
        netPence: totals.lines[0]?.netPence ?? line.unitPence * line.quantity,
      },
    ]);
    return { orderId: order.id, response };
  }
}
