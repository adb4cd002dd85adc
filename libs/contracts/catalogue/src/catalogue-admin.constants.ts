/** Back-office lists are paged on the server; a screen asks for at most this many rows at once. */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_ADMIN_PAGE_SIZE = 200;
/** Designs changed by one bulk call (assign to a group, add to a collection). */
export const MAX_BULK_DESIGNS = 500;

/** The multipart field carrying the files of an upload. */
export const IMAGE_UPLOAD_FIELD = 'images';
/** Per file: photographs from the studio stay well under this. */
export const CATALOGUE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Files in one request (the web may send one per request to show each file's progress). */
export const CATALOGUE_IMAGE_MAX_FILES = 10;
/** Larger pictures take seconds of a core to decode and are never needed for an 800 px rendition. */
export const CATALOGUE_IMAGE_MAX_MEGAPIXELS = 40;
/** Smaller pictures would look blurred on the design page. */
export const CATALOGUE_IMAGE_MIN_SIDE = 200;

/** Entities whose changes the catalogue's change log records. */
export const CHANGE_LOG_ENTITIES = [
  'main_group',
  'sub_group',
  'collection',
  'filter',
  'menu_item',
  'design_images',
  'design_groups',
  'similar_designs',
  'offer',
  'curated_list',
  'discount',
  'lookup_name',
] as const;
export type ChangeLogEntity = (typeof CHANGE_LOG_ENTITIES)[number];

/** The lookups whose names staff give per language in the back office (lookup-names). */
export const LOOKUP_NAME_KINDS = ['metals', 'shades', 'qualities', 'stones', 'shapes'] as const;
export type LookupNameKind = (typeof LOOKUP_NAME_KINDS)[number];
