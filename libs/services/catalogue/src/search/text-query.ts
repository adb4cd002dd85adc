/**
 * The autocomplete's reading of what was typed: lower-case words of letters and digits. A single word
 * with a digit is also a design-number prefix (R10 finds R1001, R1002...). Every word matches as a
 * prefix of a word of the design's text; a misspelt word also matches the catalogue's words that are
 * similar to it (trigram similarity, found in the database).
 */
export interface TextQuery {
  words: string[];
  /** Lower-case design-number prefix, letters and digits only (safe to put in a LIKE pattern). */
  numberPrefix: string | null;
  /** to_tsquery('simple', ...) text. */
  tsquery: string;
  /** The same query for the in-memory index: per word, a lexeme prefix or any of its exact corrections. */
  clauses: TextClause[];
}

/** One word of a text query: a lexeme starting with `prefix`, or equal to one of `exact`. */
export interface TextClause {
  prefix: string;
  exact: string[];
}

const MAX_WORDS = 8;

/**
 * Digits, `e`, digits at a word's start, followed by more that is not a digit: PostgreSQL's parser reads
 * that start as a number (all its digits: `80e569` typed as the start of `80E569N` stays whole).
 */
const SCIENTIFIC_START = /^(\d+e\d+)(\D.*)$/;

/**
 * A word as PostgreSQL's parser splits it when the stored text is indexed: `72e29d` is the number
 * `72e29` and the word `d`, so a design numbered `…-72E29D` is found only if the typed word splits alike.
 */
export function asIndexed(word: string): string[] {
  const scientific = SCIENTIFIC_START.exec(word);
  return scientific ? [scientific[1] ?? '', scientific[2] ?? ''] : [word];
}

export function tokenize(input: string): string[] {
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .flatMap(asIndexed)
    .map((word) => word.slice(0, 40));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Words worth correcting: long enough to have a meaningful trigram similarity, and not numbers. */
export function correctable(words: readonly string[]): string[] {
  return words.filter((word) => word.length >= 3 && /^\p{L}+$/u.test(word));
}

const SAFE_TERM = /^[\p{L}\p{N}]+$/u;

export function buildTextQuery(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]> = new Map(),
): TextQuery | null {
  if (words.length === 0) return null;
  const clauses = words.map((word): TextClause => ({
    prefix: word,
    exact: (corrections.get(word) ?? []).filter((t) => SAFE_TERM.test(t) && t !== word),
  }));
  const tsquery = clauses.map(({ prefix, exact }) =>
    exact.length === 0 ? `${prefix}:*` : `(${[`${prefix}:*`, ...exact].join(' | ')})`,
  );
  const only = words.length === 1 ? words[0] : undefined;
  const numberPrefix = only !== undefined && /\d/.test(only) && /^[a-z0-9]+$/.test(only) ? only : null;
  return { words: [...words], numberPrefix, tsquery: tsquery.join(' & '), clauses };
}
