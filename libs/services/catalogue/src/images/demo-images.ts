import type { Database, FileStorage } from '@atelier/platform';
import { createHash } from 'node:crypto';
import type { ArtSpec } from '../seed/demo-catalogue';
import { images } from '../schema/catalogue.schema';
import { ART_SIZE, drawArtwork } from './demo-artwork';
import { sourceStorageKey } from './image-keys';

/**
 * Stores the drawing of a demo image as an image source (content-addressed: the key is a hash of the
 * SVG) and registers it for the tenant; renditions are made from it by the image route.
 */
export async function ensureDemoImage(
  db: Database,
  storage: FileStorage,
  tenantId: string,
  spec: ArtSpec,
): Promise<string> {
  const svg = drawArtwork(spec);
  const key = `d-${createHash('sha256').update(svg).digest('hex').slice(0, 32)}`;
  const sourceKey = sourceStorageKey(key, 'svg');
  if (!(await storage.exists(sourceKey))) await storage.put(sourceKey, Buffer.from(svg));
  await db
    .insert(images)
    .values({ tenantId, key, sourceKey, width: ART_SIZE, height: ART_SIZE })
    .onConflictDoNothing();
  return key;
}
