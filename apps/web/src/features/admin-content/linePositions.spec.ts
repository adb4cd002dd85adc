import { swapPositions } from './linePositions';

const lines = [
  { id: 'a', position: 0 },
  { id: 'b', position: 1 },
  { id: 'c', position: 2 },
];

describe('swapPositions', () => {
  it('trades the places of two neighbours and sends only those', () => {
    expect(swapPositions(lines, 2, 1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
  });

  it('numbers lines saved with equal positions apart', () => {
    const tied = lines.map((line) => ({ ...line, position: 0 }));
    expect(swapPositions(tied, 0, 1)).toEqual([
      { id: 'a', position: 1 },
      { id: 'c', position: 2 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(swapPositions(lines, 0, -1)).toEqual([]);
    expect(swapPositions(lines, 2, 3)).toEqual([]);
  });
});
