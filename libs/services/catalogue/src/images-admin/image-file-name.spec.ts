import { imageNameReadings, shadeOfToken } from './image-file-name';

const shades = [
  { id: 1, code: 'yg', urlPath: 'yellow-gold' },
  { id: 2, code: 'wg', urlPath: 'white-gold' },
  { id: 3, code: 'pt', urlPath: 'platinum' },
];

describe('imageNameReadings', () => {
  it('reads a plain design number', () => {
    expect(imageNameReadings('R1001.jpg')).toEqual([{ designNumber: 'R1001', shade: null, order: null }]);
  });

  it('reads a shade and an order, keeping the whole name as the first reading', () => {
    expect(imageNameReadings('R1001_white.jpg')).toContainEqual({
      designNumber: 'R1001',
      shade: 'white',
      order: null,
    });
    expect(imageNameReadings('R1001-2.jpg')[1]).toEqual({ designNumber: 'R1001', shade: null, order: 2 });
    expect(imageNameReadings('photos/R1001_WG-3.png')).toContainEqual({
      designNumber: 'R1001',
      shade: 'wg',
      order: 3,
    });
    expect(imageNameReadings('ER-200.jpg')[0]?.designNumber).toBe('ER-200');
  });

  it('reads nothing from an empty name', () => {
    expect(imageNameReadings('.jpg')).toEqual([]);
  });
});

describe('shadeOfToken', () => {
  it('matches a code, a url_path or its first word', () => {
    expect(shadeOfToken('wg', shades)).toBe(2);
    expect(shadeOfToken('platinum', shades)).toBe(3);
    expect(shadeOfToken('white', shades)).toBe(2);
    expect(shadeOfToken('green', shades)).toBeNull();
  });
});
