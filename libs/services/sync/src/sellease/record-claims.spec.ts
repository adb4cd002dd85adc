import { textArray } from './record-claims';

describe('textArray', () => {
  it('quotes every value, escaping quotes and backslashes', () => {
    expect(textArray(['A-1', 'say "hi"', 'back\\slash', 'a,b'])).toBe(
      '{"A-1","say \\"hi\\"","back\\\\slash","a,b"}',
    );
  });

  it('writes an empty array for no values', () => {
    expect(textArray([])).toBe('{}');
  });
});
