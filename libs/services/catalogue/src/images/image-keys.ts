import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  type ImageRef,
  type ImageWidth,
} from '@atelier/contracts/catalogue';

export { servedImageWidth } from '@atelier/contracts/catalogue';

/** Image keys: content-addressed names made of lower-case letters, digits and dashes. */
export const IMAGE_KEY = /^[a-z0-9][a-z0-9-]{2,80}$/;

export function sourceStorageKey(key: string, extension: string): string {
  return `catalogue/images/${key}/source.${extension}`;
}

export function renditionStorageKey(key: string, width: ImageWidth): string {
  return `catalogue/images/${key}/w${width}.webp`;
}

export function imageUrl(key: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH): string {
  return `/api/images/${key}?w=${width}`;
}

export function imageRef(key: string): ImageRef {
  const widths = {
    '200': imageUrl(key, 200),
    '400': imageUrl(key, 400),
    '800': imageUrl(key, 800),
  };
  return {
    key,
    url: imageUrl(key),
    srcset: IMAGE_WIDTHS.map((width) => `${imageUrl(key, width)} ${width}w`).join(', '),
    widths,
  };
}
