import type { Database } from '@atelier/platform';
import { and, asc, desc, eq } from 'drizzle-orm';
import { designImages, designs } from '../schema/catalogue.schema';

export type DesignPictureRow = typeof designImages.$inferSelect;

/** A design's pictures with their shades, in display order (main first); seeded designs have no rows yet. */
export async function picturesOf(
  db: Database,
  designId: string,
  imageKeys: readonly string[],
): Promise<Array<{ key: string; shadeId: number | null }>> {
  const rows = await db
    .select({ key: designImages.imageKey, shadeId: designImages.shadeId })
    .from(designImages)
    .where(eq(designImages.designId, designId))
    .orderBy(desc(designImages.isMain), asc(designImages.position));
  return rows.length > 0 ? rows : imageKeys.map((key) => ({ key, shadeId: null }));
}

/**
 * The design's picture rows, made from designs.image_keys the first time the back office touches a
 * design whose pictures were seeded (the first one main, every shade).
 */
export async function pictureRows(
  tx: Database,
  tenantId: string,
  designId: string,
): Promise<DesignPictureRow[]> {
  const read = () =>
    tx
      .select()
      .from(designImages)
      .where(and(eq(designImages.tenantId, tenantId), eq(designImages.designId, designId)))
      .orderBy(desc(designImages.isMain), asc(designImages.position));
  const rows = await read();
  if (rows.length > 0) return rows;
  const [design] = await tx
    .select({ imageKeys: designs.imageKeys })
    .from(designs)
    .where(and(eq(designs.tenantId, tenantId), eq(designs.id, designId)));
  if (!design || design.imageKeys.length === 0) return [];
  await tx
    .insert(designImages)
    .values(
      design.imageKeys.map((imageKey, position) => ({
        tenantId,
        designId,
        imageKey,
        position,
        isMain: position === 0,
      })),
    )
    .onConflictDoNothing();
  return read();
}

/** Rewrites positions 0..n in the given order and designs.image_keys to match (the storefront's list). */
export async function writeOrder(
  tx: Database,
  tenantId: string,
  designId: string,
  ordered: ReadonlyArray<{ imageKey: string; isMain: boolean }>,
): Promise<void> {
  for (const [position, row] of ordered.entries()) {
    await tx
      .update(designImages)
      .set({ position, isMain: row.isMain })
      .where(
        and(
          eq(designImages.tenantId, tenantId),
          eq(designImages.designId, designId),
          eq(designImages.imageKey, row.imageKey),
        ),
      );
  }
  await tx
    .update(designs)
    .set({ imageKeys: ordered.map((row) => row.imageKey), updatedAt: new Date() })
    .where(and(eq(designs.tenantId, tenantId), eq(designs.id, designId)));
}

/** Main first, then by position; exactly one main picture when there is any. */
export function displayOrder<T extends { imageKey: string; isMain: boolean; position: number }>(
  rows: readonly T[],
): T[] {
  const sorted = [...rows].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.position - b.position);
  return sorted.map((row, index) => ({ ...row, isMain: index === 0 }));
}
