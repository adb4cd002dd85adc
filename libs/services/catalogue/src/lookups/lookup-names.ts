import type { LocalisedText } from '../schema/catalogue.schema';
import type { LookupsData } from './lookup-index';

/** The lists whose names staff give per language. */
export const NAMED_LISTS = [
  'mainGroups',
  'subGroups',
  'metals',
  'shades',
  'qualities',
  'stones',
  'shapes',
] as const;
export type NamedList = (typeof NAMED_LISTS)[number];

/** Other-language names per list and id, beside the lookups (English names stay in the rows). */
export type LookupNames = Partial<Record<NamedList, Record<number, LocalisedText>>>;

/** Takes the `names` off loaded rows, keyed by id, leaving rows of the contract's shape. */
export function splitNames<T extends { _id: number; names: LocalisedText }>(
  rows: readonly T[],
): { rows: Array<Omit<T, 'names'>>; names: Record<number, LocalisedText> } {
  const names: Record<number, LocalisedText> = {};
  const bare = rows.map(({ names: localised, ...row }) => {
    if (Object.keys(localised).length > 0) names[row._id] = localised;
    return row;
  });
  return { rows: bare, names };
}

const pick = (
  names: Record<number, LocalisedText> | undefined,
  id: number,
  language: string,
  fallback: string,
) => names?.[id]?.[language] || fallback;

/**
 * The lookups with their names in `language`, English (the row's own name) where a name has no
 * translation. English itself, or data cached before names existed, comes back as it is.
 */
export function localiseLookups(data: LookupsData, language: string): LookupsData {
  const names = data.names;
  if (!names || language === 'en') return data;
  const named = <T extends { _id: number; name: string }>(list: NamedList, rows: T[]): T[] =>
    rows.map((row) => ({ ...row, name: pick(names[list], row._id, language, row.name) }));
  return {
    ...data,
    mainGroups: named('mainGroups', data.mainGroups),
    subGroups: named('subGroups', data.subGroups),
    metals: named('metals', data.metals),
    shades: named('shades', data.shades),
    qualities: named('qualities', data.qualities),
    shapes: named('shapes', data.shapes),
    stones: data.stones.map((stone) => ({
      ...stone,
      stone_name: pick(names.stones, stone._id, language, stone.stone_name),
    })),
  };
}
