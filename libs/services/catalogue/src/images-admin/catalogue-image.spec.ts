import sharp from 'sharp';
import { cleanCatalogueImage, detectCatalogueImage, isRefusal } from './catalogue-image';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 120 } } })
    .jpeg()
    .toBuffer();

describe('detectCatalogueImage', () => {
  it('knows PNG, JPEG and WebP by their first bytes only', async () => {
    expect(detectCatalogueImage(await picture(8, 8))).toBe('jpeg');
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect(detectCatalogueImage(webp)).toBe('webp');
    expect(detectCatalogueImage(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('cleanCatalogueImage', () => {
  it('re-encodes an accepted picture', async () => {
    const clean = await cleanCatalogueImage(await picture(300, 240), 'R1.jpg');
    expect(isRefusal(clean)).toBe(false);
    if (!isRefusal(clean)) expect([clean.width, clean.height, clean.extension]).toEqual([300, 240, 'jpg']);
  });

  it('refuses a picture too small to show, naming the file', async () => {
    const refused = await cleanCatalogueImage(await picture(50, 50), 'tiny.jpg');
    expect(refused).toMatchObject({ key: 'catalogue.images.tooSmall', params: { file: 'tiny.jpg' } });
  });

  it('refuses content that is not a picture whatever its name', async () => {
    const refused = await cleanCatalogueImage(Buffer.from('MZ\x90\x00 not an image'), 'R1.jpg');
    expect(refused).toMatchObject({ key: 'catalogue.images.type' });
  });
});
