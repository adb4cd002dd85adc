/**
 * The bulk upload's naming rule. A file's name without its extension is
 *
 *   <design number>[_<shade>][-<n>]
 *
 * where the design number is matched without regard to case, `<shade>` is a shade's short code (wg, yg,
 * rg, pt, tt, 3t), its url_path (white-gold) or that url_path's first word (white), and `-<n>` (a
 * number) orders several pictures of one design: R1001.jpg, R1001_white.jpg, R1001-2.jpg,
 * R1001_wg-3.png. A design number that itself ends in "-<digits>" is tried whole first.
 */
export interface ImageNameParts {
  designNumber: string;
  shade: string | null;
  order: number | null;
}

const EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

/** The readings of a file name, most specific first (a design number may contain "-" or "_"). */
export function imageNameReadings(fileName: string): ImageNameParts[] {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(EXTENSION, '').trim();
  if (base === '') return [];
  const readings: ImageNameParts[] = [{ designNumber: base, shade: null, order: null }];
  const ordered = /^(.+)-(\d{1,3})$/.exec(base);
  const stem = ordered?.[1] ?? base;
  const order = ordered ? Number(ordered[2]) : null;
  if (ordered) readings.push({ designNumber: stem, shade: null, order });
  const shaded = /^(.+)_([A-Za-z0-9-]{1,40})$/.exec(stem);
  if (shaded?.[1] && shaded[2])
    readings.push({ designNumber: shaded[1], shade: shaded[2].toLowerCase(), order });
  return readings;
}

export interface ShadeName {
  id: number;
  code: string;
  urlPath: string;
}

/** The shade a token names: its code, its url_path, or the url_path's first word. */
export function shadeOfToken(token: string, shades: readonly ShadeName[]): number | null {
  const t = token.toLowerCase();
  const match =
    shades.find((shade) => shade.code.toLowerCase() === t) ??
    shades.find((shade) => shade.urlPath.toLowerCase() === t) ??
    shades.find((shade) => shade.urlPath.toLowerCase().split('-')[0] === t);
  return match?.id ?? null;
}
