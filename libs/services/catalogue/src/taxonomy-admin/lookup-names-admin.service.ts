import {
  type AdminLookupName,
  CatalogueEvents,
  type LookupNameKind,
  type LookupNamesQueryDto,
  type SetLookupNamesDto,
} from '@atelier/contracts/catalogue';
import { CommonErrorCode, type RequestContext } from '@atelier/contracts/common';
import { CommonException, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { recordChange } from '../catalogue-admin/catalogue-change';
import { metals, qualities, shades, shapes, stones } from '../schema/catalogue.schema';

const TABLES = { metals, shades, qualities, stones, shapes } as const satisfies Record<
  LookupNameKind,
  unknown
>;

/** Without English (the row's own name) and empty entries: what a lookup's `names` keeps. */
export function otherLanguageNames(
  names: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).flatMap(([language, text]) =>
      language !== 'en' && text && text.trim() ? [[language, text.trim()]] : [],
    ),
  );
}

/** lookup-names: metal, shade, quality, stone and shape names in the other languages. */
@Injectable()
export class LookupNamesAdminService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async list(ctx: RequestContext, dto: LookupNamesQueryDto): Promise<AdminLookupName[]> {
    const table = TABLES[dto.kind];
    const rows = await this.database.db
      .select({ _id: table.id, name: table.name, names: table.names })
      .from(table)
      .where(eq(table.tenantId, ctx.tenantId))
      .orderBy(asc(table.sortOrder), asc(table.id));
    return rows;
  }

  async set(ctx: RequestContext, dto: SetLookupNamesDto): Promise<AdminLookupName> {
    const table = TABLES[dto.kind];
    const names = otherLanguageNames(dto.names);
    return this.database.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ _id: table.id, name: table.name, names: table.names })
        .from(table)
        .where(and(eq(table.tenantId, ctx.tenantId), eq(table.id, dto.id)))
        .for('update');
      if (!before) throw new CommonException(CommonErrorCode.NotFound, 'error.notFound');
      await tx.update(table).set({ names }).where(eq(table.id, dto.id));
      const after = { ...before, names };
      // The lookups are cached per tenant: the event evicts them, so every language answers the change.
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        {
          entityType: 'lookup_name',
          entityId: `${dto.kind}:${dto.id}`,
          action: 'updated',
          before: { kind: dto.kind, ...before },
          after: { kind: dto.kind, ...after },
        },
      ]);
      return after;
    });
  }
}
