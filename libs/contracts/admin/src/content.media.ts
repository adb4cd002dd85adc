import { CONTENT_IMAGE_MAX_BYTES, CONTENT_VIDEO_MAX_BYTES, type MediaSlot } from './content.patterns';

export type MediaType = 'image/png' | 'image/jpeg' | 'image/webp' | 'video/mp4' | 'video/webm';

const EXTENSIONS: Readonly<Record<MediaType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The file's type by its first bytes, whatever it is called or claims to be: PNG's signature, JPEG's
 * start-of-image marker, WebP's RIFF/WEBP header, an ISO media file's `ftyp` box (MP4, M4V, QuickTime
 * brands browsers play) or WebM's EBML header.
 */
export function detectMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}

export function mediaExtension(type: MediaType): string {
  return EXTENSIONS[type];
}

export function isVideoSlot(slot: MediaSlot): boolean {
  return slot.startsWith('video-');
}

/** What a slot takes: pictures for the QR popups, videos for the footer's demos. */
export function acceptedMediaTypes(slot: MediaSlot): readonly MediaType[] {
  return isVideoSlot(slot) ? ['video/mp4', 'video/webm'] : ['image/png', 'image/jpeg', 'image/webp'];
}

export function mediaMaxBytes(slot: MediaSlot): number {
  return isVideoSlot(slot) ? CONTENT_VIDEO_MAX_BYTES : CONTENT_IMAGE_MAX_BYTES;
}

/** Stored files are named by their content's hash: `<64 hex>.<extension>`. */
export const MEDIA_KEY = /^[a-f0-9]{64}\.(png|jpg|webp|mp4|webm)$/;

export function mediaUrl(key: string): string {
  return `/api/content/media/${key}`;
}
