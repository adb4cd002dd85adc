import { containsPattern } from './search-pattern';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('holm')).toBe('%holm%');
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
