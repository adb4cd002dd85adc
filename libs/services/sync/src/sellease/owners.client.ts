import { CatalogueApi, MAX_UPSERT_DESIGNS } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { IdentityApi, MAX_CUSTOMER_LINKS } from '@atelier/contracts/identity';
import { MAX_ORDER_UPDATES, type OrderUpdateDto, OrdersApi } from '@atelier/contracts/orders';
import { ServiceClient } from '@atelier/platform';
import { Injectable } from '@nestjs/common';
import { metalRateKey, type Reason, type RecordKind, type RecordUpdate } from './record-kinds';

/** Lines per call to an owning service (their DTOs' list limits). */
const CHUNK = 5000;

export interface OwnerOutcome {
  applied: Set<string>;
  /** Records the owner does not have (an unknown SKU ...): error list entries. */
  unknown: Set<string>;
  /** Records the owner refused, with its reason (a design naming an unknown karat ...). */
  refused: Map<string, Reason>;
}

/**
 * Designs per bulk upsert call: the catalogue's limit, so a batch is one call and one transaction (each
 * call pays its lookups, search refresh, events and cache invalidation once). A batch of that size takes
 * a second or two, well inside the RPC timeout; a call that timed out is retried, and designs the
 * catalogue had written then come back unchanged.
 */
const DESIGN_CHUNK = MAX_UPSERT_DESIGNS;
const ACCOUNT_CHUNK = 1000;

/**
 * Applies record updates through the services that own the data, with their own commands over typed
 * calls: stock to orders (the stock authority), prices and designs to the catalogue, customer accounts and
 * the accounts opened for our registrations to identity, acknowledgements and status updates of our
 * orders to orders. The sync service keeps none of it.
 */
@Injectable()
export class OwnersClient {
  constructor(private readonly services: ServiceClient) {}

  async apply(
    ctx: RequestContext,
    kind: RecordKind,
    updates: readonly RecordUpdate[],
  ): Promise<OwnerOutcome> {
    const outcome: OwnerOutcome = { applied: new Set(), unknown: new Set(), refused: new Map() };
    if (kind === 'design') {
      for (let i = 0; i < updates.length; i += DESIGN_CHUNK) {
        const designs = updates
          .slice(i, i + DESIGN_CHUNK)
          .flatMap((u) => (u.kind === 'design' ? [{ designNumber: u.key, rows: u.rows }] : []));
        const result = await this.services.call(CatalogueApi.adminUpsertDesigns, ctx, { designs });
        for (const design of result.designs) {
          const [issue] = design.issues;
          if (design.outcome !== 'invalid') outcome.applied.add(design.designNumber);
          else
            outcome.refused.set(design.designNumber, {
              key: issue?.key ?? 'validation.invalid',
              params: { ...issue?.params, field: issue?.field ?? 'body' },
            });
        }
      }
      return outcome;
    }
    if (kind === 'order-ack' || kind === 'order-status') {
      for (let i = 0; i < updates.length; i += MAX_ORDER_UPDATES) {
        const orders = updates.slice(i, i + MAX_ORDER_UPDATES).flatMap((u): OrderUpdateDto[] => {
          if (u.kind === 'order-ack') return [{ orderNumber: u.key, seOrderNumber: u.seOrderNumber }];
          return u.kind === 'order-status' ? [{ orderNumber: u.key, lines: u.lines }] : [];
        });
        const result = await this.services.call(OrdersApi.syncOrderUpdates, ctx, { orders });
        result.applied.forEach((orderNumber) => outcome.applied.add(orderNumber));
        result.unknown.forEach((orderNumber) => outcome.unknown.add(orderNumber));
        for (const refusal of result.refused)
          outcome.refused.set(refusal.orderNumber, { key: refusal.key, params: refusal.params });
      }
      return outcome;
    }
    if (kind === 'metal-rate') return this.applyRates(ctx, updates, outcome);
    if (kind === 'customer') {
      for (let i = 0; i < updates.length; i += ACCOUNT_CHUNK) {
        const accounts = updates
          .slice(i, i + ACCOUNT_CHUNK)
          .flatMap((u) => (u.kind === 'customer' ? [u.account] : []));
        const result = await this.services.call(IdentityApi.syncCustomerAccounts, ctx, { accounts });
        [...result.created, ...result.updated].forEach((acNo) => outcome.applied.add(acNo));
      }
      return outcome;
    }
    if (kind === 'customer-link') {
      for (let i = 0; i < updates.length; i += MAX_CUSTOMER_LINKS) {
        const links = updates
          .slice(i, i + MAX_CUSTOMER_LINKS)
          .flatMap((u) => (u.kind === 'customer-link' ? [u.link] : []));
        const result = await this.services.call(IdentityApi.syncCustomerLinks, ctx, { links });
        result.linked.forEach((customerId) => outcome.applied.add(customerId));
        result.unknown.forEach((customerId) => outcome.unknown.add(customerId));
        for (const refusal of result.refused)
          outcome.refused.set(refusal.customerId, { key: refusal.key, params: refusal.params });
      }
      return outcome;
    }
    for (let i = 0; i < updates.length; i += CHUNK) {
      const part = updates.slice(i, i + CHUNK);
      if (kind === 'stock') {
        const lines = part.flatMap((u) => (u.kind === 'stock' ? [u.line] : []));
        const result = await this.services.call(OrdersApi.syncStockTake, ctx, { lines });
        result.applied.forEach((line) => outcome.applied.add(line.sku));
        result.unknown.forEach((sku) => outcome.unknown.add(sku));
      } else {
        const lines = part.flatMap((u) => (u.kind === 'price' ? [u.line] : []));
        const result = await this.services.call(CatalogueApi.adminSetPrices, ctx, { lines });
        [...result.updated, ...result.unchanged].forEach((sku) => outcome.applied.add(sku));
        result.unknown.forEach((sku) => outcome.unknown.add(sku));
      }
    }
    return outcome;
  }

  /**
   * Metal rates to the catalogue's own command (as Sellease's, with the history saying so): metals and
   * finenesses named by url_path are looked up first; one Sellease does not have here is reported unknown.
   */
  private async applyRates(
    ctx: RequestContext,
    updates: readonly RecordUpdate[],
    outcome: OwnerOutcome,
  ): Promise<OwnerOutcome> {
    const [metals, karates] = await Promise.all([
      this.services.call(CatalogueApi.metalFilterOptions, ctx, {}),
      this.services.call(CatalogueApi.listKarates, ctx, {}),
    ]);
    const metalIds = new Map(metals.map((metal) => [metal.url_path.toLowerCase(), metal._id]));
    const rates: Array<{ metalId: number; karatId: number; ratePerGram: number }> = [];
    const keys: string[] = [];
    for (const update of updates) {
      if (update.kind !== 'metal-rate') continue;
      const metalId = metalIds.get(update.line.metal.toLowerCase());
      const karat = karates.rows.find(
        (row) => row.url_path.toLowerCase() === update.line.karat.toLowerCase() && row.metal_id === metalId,
      );
      if (metalId === undefined || !karat) {
        outcome.unknown.add(update.key);
        continue;
      }
      rates.push({ metalId, karatId: karat._id, ratePerGram: update.line.ratePerGram });
      keys.push(metalRateKey(update.line.metal, update.line.karat));
    }
    if (rates.length === 0) return outcome;
    await this.services.call(CatalogueApi.adminSetMetalRates, ctx, { rates, source: 'sellease' });
    keys.forEach((key) => outcome.applied.add(key));
    return outcome;
  }
}
