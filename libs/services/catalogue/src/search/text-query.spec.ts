import { asIndexed, buildTextQuery, correctable, tokenize } from './text-query';

describe('tokenize', () => {
  it('splits on anything but letters and digits, lower-cases and de-duplicates', () => {
    expect(tokenize('  Twisted SOLITAIRE, ring ring! ')).toEqual(['twisted', 'solitaire', 'ring']);
    expect(tokenize("R1001 'or 1=1; --")).toEqual(['r1001', 'or', '1']);
    expect(tokenize('Pavé')).toEqual(['pavé']);
    expect(tokenize('&&& |||')).toEqual([]);
  });

  it('splits a word that starts like a number in scientific notation as PostgreSQL indexes it', () => {
    // to_tsvector('simple', '72E29D 72e29d5 0e0e0') is '72e29' 'd' '72e29' 'd5' '0e0' 'e0'.
    expect(tokenize('E2E-72E29D')).toEqual(['e2e', '72e29', 'd']);
    expect(tokenize('72e29d5 0e0e0')).toEqual(['72e29', 'd5', '0e0', 'e0']);
    // Read whole by PostgreSQL too: a number alone, or a word that starts with a letter.
    expect(tokenize('1e5 a1e5b 72e2')).toEqual(['1e5', 'a1e5b', '72e2']);
    // The number takes every digit: '80e569n' is '80e569' 'n', so its start '80e569' is one word.
    expect(tokenize('IT12-80E569')).toEqual(['it12', '80e569']);
    expect(tokenize('80e569n')).toEqual(['80e569', 'n']);
  });

  it('keeps at most eight words of at most forty characters', () => {
    expect(tokenize('a b c d e f g h i j')).toHaveLength(8);
    expect(tokenize('x'.repeat(100))[0]).toHaveLength(40);
  });
});

describe('asIndexed', () => {
  it('leaves an ordinary word whole', () => {
    expect(asIndexed('r1001')).toEqual(['r1001']);
  });
});

describe('correctable', () => {
  it('only corrects alphabetic words of three letters or more', () => {
    expect(correctable(['tw', 'twsited', 'r1001', 'ring'])).toEqual(['twsited', 'ring']);
  });
});

describe('buildTextQuery', () => {
  it('matches every word as a prefix', () => {
    expect(buildTextQuery(['twis', 'sol'])).toEqual({
      words: ['twis', 'sol'],
      numberPrefix: null,
      tsquery: 'twis:* & sol:*',
      clauses: [
        { prefix: 'twis', exact: [] },
        { prefix: 'sol', exact: [] },
      ],
    });
  });

  it('adds similar catalogue words as alternatives, leaving out anything unsafe', () => {
    const query = buildTextQuery(
      ['twsited', 'ring'],
      new Map([['twsited', ['twisted', "x' | y", 'twsited']]]),
    );
    expect(query?.tsquery).toBe('(twsited:* | twisted) & ring:*');
    expect(query?.clauses[0]).toEqual({ prefix: 'twsited', exact: ['twisted'] });
  });

  it('treats a single word with a digit as a design-number prefix', () => {
    expect(buildTextQuery(['r10'])?.numberPrefix).toBe('r10');
    expect(buildTextQuery(['halo'])?.numberPrefix).toBeNull();
    expect(buildTextQuery(['r10', 'halo'])?.numberPrefix).toBeNull();
  });

  it('is null when nothing searchable was typed', () => {
    expect(buildTextQuery([])).toBeNull();
  });
});
