import { shadeImage } from './shade-image';

describe('shadeImage', () => {
  const images = [
    { key: 'all-shades', shadeId: null },
    { key: 'white-gold', shadeId: 2 },
    { key: 'rose-gold', shadeId: 3 },
  ];

  it("picks the first picture of the variant's shade", () => {
    expect(shadeImage(images, 2)).toBe('white-gold');
    expect(shadeImage(images, 3)).toBe('rose-gold');
  });

  it('falls back to a picture for every shade, then to any picture', () => {
    expect(shadeImage(images, 9)).toBe('all-shades');
    expect(shadeImage([{ key: 'only', shadeId: 3 }], 2)).toBe('only');
    expect(shadeImage([], 2)).toBeNull();
  });
});
