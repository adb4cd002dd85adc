import { detectImageType } from '@atelier/contracts/orders';
import sharp from 'sharp';
import { cleanImage } from './bespoke-image';

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c9a86a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
    .toBuffer();
}

describe('bespoke image upload', () => {
  it('knows PNG and JPEG (JFIF, Exif) by their first bytes, not their names', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect(detectImageType(png)).toBe('png');
    expect(detectImageType(await jpegWithExif())).toBe('jpeg');
    // A Windows executable starts with "MZ".
    expect(detectImageType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('re-encodes, dropping metadata', async () => {
    const source = await jpegWithExif();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const clean = await cleanImage(source);
    expect(clean).toMatchObject({ kind: 'jpeg', contentType: 'image/jpeg', width: 40, height: 20 });
    expect((await sharp(clean.data).metadata()).exif).toBeUndefined();
  });

  it('refuses other types, unreadable images and empty or oversized files with the field named', async () => {
    await expect(cleanImage(Buffer.from('MZ\x90\x00rest of a program', 'latin1'))).rejects.toMatchObject({
      code: 'ORDERS_INVALID_IMAGE',
      fields: { image: [{ key: 'orders.upload.type' }] },
    });
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    await expect(cleanImage(broken)).rejects.toMatchObject({
      code: 'ORDERS_INVALID_IMAGE',
      fields: { image: [{ key: 'orders.upload.unreadable' }] },
    });
    await expect(cleanImage(Buffer.alloc(0))).rejects.toMatchObject({ code: 'ORDERS_INVALID_IMAGE' });
    await expect(cleanImage(Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toMatchObject({
      code: 'ORDERS_IMAGE_TOO_LARGE',
      fields: { image: [{ key: 'orders.upload.tooLarge', params: { max: 10 } }] },
    });
  });
});
