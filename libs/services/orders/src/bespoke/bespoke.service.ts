import { type RequestContext, toNumber, translate } from '@atelier/contracts/common';
import {
  type AdminPageQueryDto,
  type AdminSetBespokeStatusMessage,
  type BespokeImage,
  type BespokeOrderView,
  type CreateBespokeMessage,
  type PageQueryDto,
  type Paged,
} from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, type FileStorage, getLogger, STORAGE } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { CustomerDirectory } from '../customers/customer-directory';
import { bespokeOrders, type BespokeOrderRow } from '../schema/orders.schema';
import { notFound, paged, requireCustomer, requireUser } from '../shared/context';
import { bespokeNumberText, displayDate } from '../shared/format';
import { poundsToPence, penceToPounds } from '../shared/money';
import { queryRows } from '../shared/query';
import { cleanImage } from './bespoke-image';

/** Bespoke orders: the customer's request with a picture, and the back office's list. */
@Injectable()
export class BespokeService {
  private readonly log = getLogger('bespoke-orders');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(STORAGE) private readonly storage: FileStorage,
    private readonly directory: CustomerDirectory,
  ) {}

  private get db() {
    return this.database.db;
  }

  async create(ctx: RequestContext, message: CreateBespokeMessage): Promise<BespokeOrderView> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    // Checked by content and re-encoded here too: the message may come from elsewhere than the gateway.
    const image = await cleanImage(Buffer.from(message.image.data, 'base64'));
    const account = await this.directory.account(ctx);
    const id = randomUUID();
    const key = `orders/bespoke/${ctx.tenantId}/${id}.${image.kind === 'png' ? 'png' : 'jpg'}`;
    await this.storage.put(key, image.data);
    try {
      const [number] = await queryRows<{ n: string | number }>(
        this.db,
        sql.raw("select nextval('orders.bespoke_number_seq') as n"),
      );
      const budget = message.budget === undefined ? null : toNumber(message.budget);
      const [row] = await this.db
        .insert(bespokeOrders)
        .values({
          id,
          tenantId: ctx.tenantId,
          customerId,
          customerName: account.company,
          userId,
          referenceNumber: Number(number.n),
          description: message.description.trim(),
          designReference: message.designReference?.trim() || null,
          metal: message.metal?.trim() || null,
          karat: message.karat?.trim() || null,
          size: message.size?.trim() || null,
          quantity: Number(toNumber(message.quantity)),
          budgetPence: budget === null ? null : poundsToPence(budget),
          requiredBy: message.requiredBy ?? null,
          notes: message.notes?.trim() || null,
          imageKey: key,
          imageType: image.contentType,
          imageWidth: image.width,
          imageHeight: image.height,
        })
        .returning();
      return this.view(ctx, row, '/api');
    } catch (error) {
      await this.storage.delete(key).catch((e: unknown) => this.log.warn({ err: e, key }, 'orphan upload'));
      throw error;
    }
  }

  listForCustomer(ctx: RequestContext, query: PageQueryDto): Promise<Paged<BespokeOrderView>> {
    const customerId = requireCustomer(ctx);
    return this.page(
      ctx,
      [eq(bespokeOrders.tenantId, ctx.tenantId), eq(bespokeOrders.customerId, customerId)],
      query,
      '/api',
    );
  }

  listForTenant(ctx: RequestContext, query: AdminPageQueryDto): Promise<Paged<BespokeOrderView>> {
    return this.page(
      ctx,
      [
        eq(bespokeOrders.tenantId, ctx.tenantId),
        ...(query.customerId ? [eq(bespokeOrders.customerId, query.customerId)] : []),
      ],
      query,
      '/api/admin',
    );
  }

  async getForCustomer(ctx: RequestContext, id: string): Promise<BespokeOrderView> {
    return this.view(ctx, await this.load(ctx, id, requireCustomer(ctx)), '/api');
  }

  async getForTenant(ctx: RequestContext, id: string): Promise<BespokeOrderView> {
    return this.view(ctx, await this.load(ctx, id, null), '/api/admin');
  }

  async imageForCustomer(ctx: RequestContext, id: string): Promise<BespokeImage> {
    return this.image(await this.load(ctx, id, requireCustomer(ctx)));
  }

  async imageForTenant(ctx: RequestContext, id: string): Promise<BespokeImage> {
    return this.image(await this.load(ctx, id, null));
  }

  async setStatus(ctx: RequestContext, message: AdminSetBespokeStatusMessage): Promise<BespokeOrderView> {
    const row = await this.load(ctx, message.id, null);
    const [updated] = await this.db
      .update(bespokeOrders)
      .set({
        status: message.status,
        ...(message.note !== undefined ? { adminNote: message.note.trim() || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(bespokeOrders.id, row.id))
      .returning();
    return this.view(ctx, updated, '/api/admin');
  }

  private async image(row: BespokeOrderRow): Promise<BespokeImage> {
    const bytes = await this.storage.get(row.imageKey);
    if (!bytes) throw notFound();
    return { contentType: row.imageType, data: bytes.toString('base64') };
  }

  private async load(ctx: RequestContext, id: string, customerId: string | null): Promise<BespokeOrderRow> {
    const [row] = await this.db
      .select()
      .from(bespokeOrders)
      .where(
        and(
          eq(bespokeOrders.tenantId, ctx.tenantId),
          eq(bespokeOrders.id, id),
          ...(customerId ? [eq(bespokeOrders.customerId, customerId)] : []),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  private async page(ctx: RequestContext, scope: SQL[], query: PageQueryDto, base: string) {
    const search = query.search?.trim();
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      ...scope,
      ...(query.status ? [eq(bespokeOrders.status, query.status)] : []),
      ...(pattern
        ? [
            or(
              ilike(bespokeOrders.description, pattern),
              ilike(bespokeOrders.designReference, pattern),
              ilike(bespokeOrders.customerName, pattern),
            ) as SQL,
          ]
        : []),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bespokeOrders)
        .where(where)
        .orderBy(desc(bespokeOrders.createdAt))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(bespokeOrders).where(where),
    ]);
    return paged(
      rows.map((row) => this.view(ctx, row, base)),
      Number(total?.n ?? 0),
      query,
    );
  }

  private view(ctx: RequestContext, row: BespokeOrderRow, base: string): BespokeOrderView {
    return {
      _id: row.id,
      reference_number: bespokeNumberText(row.referenceNumber),
      status: row.status as BespokeOrderView['status'],
      status_label: translate(ctx.language, `orders.bespoke.status.${row.status}`),
      description: row.description,
      design_reference: row.designReference,
      metal: row.metal,
      karat: row.karat,
      size: row.size,
      quantity: row.quantity,
      budget: row.budgetPence === null ? null : penceToPounds(row.budgetPence),
      required_by: row.requiredBy,
      notes: row.notes,
      admin_note: row.adminNote,
      image_url: `${base}/bespoke-orders/${row.id}/image`,
      image_width: row.imageWidth,
      image_height: row.imageHeight,
      created_at: row.createdAt.toISOString(),
      date: displayDate(row.createdAt),
      customer_id: row.customerId,
      customer_name: row.customerName,
    };
  }
}
