import { type SQL, sql } from 'drizzle-orm';

/**
 * The picture a card or suggestion shows for its variant (`d` the design, `v` the variant): the main
 * or first picture of the variant's shade, else the design's first picture, so a white-gold variant
 * shows a white-gold picture.
 */
export const SHADE_IMAGE_KEY: SQL = sql.raw(
  `coalesce((SELECT di.image_key FROM catalogue.design_images di WHERE di.design_id = d.id AND di.shade_id = v.shade_id ORDER BY di.is_main DESC, di.position LIMIT 1), d.image_keys[1])`,
);

/** The same choice over a design's pictures in memory (the design page's variants). */
export function shadeImage(
  images: ReadonlyArray<{ key: string; shadeId: number | null }>,
  shadeId: number,
): string | null {
  return (
    images.find((image) => image.shadeId === shadeId)?.key ??
    images.find((image) => image.shadeId === null)?.key ??
    images[0]?.key ??
    null
  );
}
