import { isValidMarkup, MARKUP_FIELDS, toNumber } from '@atelier/contracts/common';

/** Spec §5 markup: 1 to 10 with at most one decimal (10 / 10.0), the shared rule. */
export const MARKUP_FORM = MARKUP_FIELDS;

/** The value the form starts from: the stored markup as a person would write it. */
export function markupText(markup: number | null | undefined): string {
  return markup === null || markup === undefined ? '' : String(markup);
}

/** The number sent to the server once the shared rule holds (null when it does not). */
export function markupValue(text: string): number | null {
  if (!isValidMarkup(text)) return null;
  return toNumber(text);
}
