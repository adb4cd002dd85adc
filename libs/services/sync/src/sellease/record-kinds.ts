import type { FieldIssue } from '@atelier/contracts/common';
import type { CustomerAccountDto, CustomerLinkDto } from '@atelier/contracts/identity';
import type { OrderUpdateLineDto } from '@atelier/contracts/orders';
import {
  CustomerLinkedBodyDto,
  CustomerUpsertedBodyDto,
  DesignUpsertedBodyDto,
  MetalRateUpdatedBodyDto,
  OrderAcknowledgedBodyDto,
  OrderStatusUpdatedBodyDto,
  PriceUpdatedBodyDto,
  SelleaseInboundTypes,
  StockUpdatedBodyDto,
} from '@atelier/contracts/sync';
import { AppException, validateDto } from '@atelier/platform';
import { type DesignRow, designRowsOf } from './design-rows';

/** A readable reason for the error list: an i18n key and its parameters. */
export interface Reason {
  key: string;
  params?: Record<string, string | number>;
}

/** A record message once its body was read: what it is about, its version, and what to apply. */
export type RecordUpdate =
  | { kind: 'stock'; key: string; version: number; line: { sku: string; onHand: number } }
  | { kind: 'price'; key: string; version: number; line: { sku: string; tradePrice: number } }
  | { kind: 'design'; key: string; version: number; rows: DesignRow[] }
  | { kind: 'customer'; key: string; version: number; account: CustomerAccountDto }
  /** A registration answered: keyed by our customer id, as one customer is linked to one account. */
  | { kind: 'customer-link'; key: string; version: number; link: CustomerLinkDto }
  | { kind: 'order-ack'; key: string; version: number; seOrderNumber: number }
  | { kind: 'order-status'; key: string; version: number; lines: OrderUpdateLineDto[] }
  | {
      kind: 'metal-rate';
      key: string;
      version: number;
      line: { metal: string; karat: string; ratePerGram: number };
    };

export type RecordKind = RecordUpdate['kind'];

/** A metal rate's record: the metal and the fineness together (one rate per pair). */
export function metalRateKey(metal: string, karat: string): string {
  return `${metal.trim().toLowerCase()}/${karat.trim().toLowerCase()}`;
}

export type ReadResult =
  { ok: true; update: RecordUpdate } | { ok: false; record: string | null; reason: Reason };

/** The record a body names, read leniently (for the error list, even when the body is invalid). */
const RECORD_FIELD: Record<string, string> = {
  [SelleaseInboundTypes.StockUpdated]: 'sku',
  [SelleaseInboundTypes.PriceUpdated]: 'sku',
  [SelleaseInboundTypes.DesignUpserted]: 'designNumber',
  [SelleaseInboundTypes.CustomerUpserted]: 'acNo',
  [SelleaseInboundTypes.CustomerLinked]: 'customerId',
  [SelleaseInboundTypes.OrderAcknowledged]: 'orderNumber',
  [SelleaseInboundTypes.OrderStatusUpdated]: 'orderNumber',
  [SelleaseInboundTypes.MetalRateUpdated]: 'karat',
};

export function recordOf(type: string, body: Record<string, unknown>): string | null {
  const key = RECORD_FIELD[type];
  const value = key ? body[key] : undefined;
  return typeof value === 'string' && value !== '' ? value.slice(0, 100) : null;
}

/** The first refused field, as a reason naming it (the field's label is put in the reader's language). */
export function validationReason(fields: Record<string, FieldIssue[]> | undefined): Reason {
  const [field, issues] = Object.entries(fields ?? {})[0] ?? ['body', []];
  const issue = issues[0] ?? { key: 'validation.invalid' };
  const params: Record<string, string | number> = { field };
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return { key: issue.key, params };
}

/** Checks a body against its type's DTO; what does not pass is an error list entry, never a thrown error. */
export async function readUpdate(type: string, body: Record<string, unknown>): Promise<ReadResult> {
  const record = recordOf(type, body);
  try {
    switch (type) {
      case SelleaseInboundTypes.StockUpdated: {
        const dto = await validateDto(StockUpdatedBodyDto, body);
        return {
          ok: true,
          update: {
            kind: 'stock',
            key: dto.sku,
            version: dto.version,
            line: { sku: dto.sku, onHand: dto.quantity },
          },
        };
      }
      case SelleaseInboundTypes.PriceUpdated: {
        const dto = await validateDto(PriceUpdatedBodyDto, body);
        return {
          ok: true,
          update: {
            kind: 'price',
            key: dto.sku,
            version: dto.version,
            line: { sku: dto.sku, tradePrice: dto.tradePrice },
          },
        };
      }
      case SelleaseInboundTypes.DesignUpserted: {
        const dto = await validateDto(DesignUpsertedBodyDto, body);
        return {
          ok: true,
          update: { kind: 'design', key: dto.designNumber, version: dto.version, rows: designRowsOf(dto) },
        };
      }
      case SelleaseInboundTypes.CustomerUpserted: {
        const { version, ...account } = await validateDto(CustomerUpsertedBodyDto, body);
        return { ok: true, update: { kind: 'customer', key: account.acNo, version, account } };
      }
      case SelleaseInboundTypes.CustomerLinked: {
        const { version, customerId, acNo } = await validateDto(CustomerLinkedBodyDto, body);
        return {
          ok: true,
          update: { kind: 'customer-link', key: customerId, version, link: { customerId, acNo } },
        };
      }
      case SelleaseInboundTypes.OrderAcknowledged: {
        const dto = await validateDto(OrderAcknowledgedBodyDto, body);
        return {
          ok: true,
          update: {
            kind: 'order-ack',
            key: dto.orderNumber,
            version: dto.version,
            seOrderNumber: dto.seOrderNumber,
          },
        };
      }
      case SelleaseInboundTypes.OrderStatusUpdated: {
        const dto = await validateDto(OrderStatusUpdatedBodyDto, body);
        return {
          ok: true,
          update: { kind: 'order-status', key: dto.orderNumber, version: dto.version, lines: dto.lines },
        };
      }
      case SelleaseInboundTypes.MetalRateUpdated: {
        const dto = await validateDto(MetalRateUpdatedBodyDto, body);
        return {
          ok: true,
          update: {
            kind: 'metal-rate',
            key: metalRateKey(dto.metal, dto.karat),
            version: dto.version,
            line: { metal: dto.metal, karat: dto.karat, ratePerGram: dto.ratePerGram },
          },
        };
      }
      default:
        return { ok: false, record, reason: { key: 'sync.reason.unknownType', params: { type } } };
    }
  } catch (error) {
    if (error instanceof AppException && error.fields) {
      return { ok: false, record, reason: validationReason(error.fields) };
    }
    throw error;
  }
}

/**
 * Within one batch only the newest version of each record matters: the rest are stale before anything is
 * asked. Equal versions keep the first (a repeat under another message id changes nothing).
 */
export function newestPerRecord<T extends { update: RecordUpdate }>(
  items: readonly T[],
): { newest: T[]; superseded: T[] } {
  const best = new Map<string, T>();
  const superseded: T[] = [];
  for (const item of items) {
    const id = `${item.update.kind}/${item.update.key}`;
    const held = best.get(id);
    if (!held) best.set(id, item);
    else if (item.update.version > held.update.version) {
      superseded.push(held);
      best.set(id, item);
    } else superseded.push(item);
  }
  return { newest: [...best.values()], superseded };
}
