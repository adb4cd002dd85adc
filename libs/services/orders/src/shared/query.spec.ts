import { textArray } from './query';

describe('textArray', () => {
  it('quotes each value so commas, quotes, braces and backslashes stay inside it', () => {
    expect(textArray(['A-1', 'b,c', 'say "x"', '{y}', 'a\\b'])).toBe(
      '{"A-1","b,c","say \\"x\\"","{y}","a\\\\b"}',
    );
    expect(textArray([])).toBe('{}');
  });
});
