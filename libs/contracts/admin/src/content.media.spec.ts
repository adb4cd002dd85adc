import { acceptedMediaTypes, detectMediaType, MEDIA_KEY, mediaMaxBytes } from './content.media';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('detectMediaType', () => {
  it('knows pictures by their signatures', () => {
    expect(detectMediaType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectMediaType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows MP4 by its ftyp box and WebM by its EBML header', () => {
    expect(detectMediaType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('video/mp4');
    expect(detectMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
  });

  it('refuses anything else, a RIFF that is not WebP and a short file', () => {
    expect(detectMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectMediaType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(detectMediaType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectMediaType(new Uint8Array())).toBeNull();
  });
});

describe('slots', () => {
  it('take pictures for QR popups and videos for the demos, each with its own limit', () => {
    expect(acceptedMediaTypes('qr-instagram')).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(acceptedMediaTypes('video-viewing-orders')).toEqual(['video/mp4', 'video/webm']);
    expect(mediaMaxBytes('qr-whatsapp')).toBeLessThan(mediaMaxBytes('video-placing-orders'));
  });

  it('name stored files by a sha-256 and a known extension only', () => {
    expect(MEDIA_KEY.test(`${'a'.repeat(64)}.mp4`)).toBe(true);
    expect(MEDIA_KEY.test(`${'a'.repeat(64)}.svg`)).toBe(false);
    expect(MEDIA_KEY.test(`../${'a'.repeat(61)}.mp4`)).toBe(false);
  });
});
