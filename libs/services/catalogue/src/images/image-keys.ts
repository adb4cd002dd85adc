import type { ImageWidth } from '@atelier/contracts/catalogue';

export { imageRef, imageUrl, servedImageWidth } from '@atelier/contracts/catalogue';

/** Image keys: content-addressed names made of lower-case letters, digits and dashes. */
export const IMAGE_KEY = /^[a-z0-9][a-z0-9-]{2,80}$/;

export function sourceStorageKey(key: string, extension: string): string {
  return `catalogue/images/${key}/source.${extension}`;
}

export function renditionStorageKey(key: string, width: ImageWidth): string {
  return `catalogue/images/${key}/w${width}.webp`;
}
