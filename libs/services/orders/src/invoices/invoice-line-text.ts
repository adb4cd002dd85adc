import { disclosedName } from '@atelier/contracts/catalogue';
import type { LanguageCode } from '@atelier/contracts/common';

/** The separator between an invoice line's design name and its variant facts. */
export const NAME_SEPARATOR = ' — ';

/**
 * An invoice line's text with "Lab grown" right after the design name, before the variant facts (whose
 * quality name may say lab grown too, which does not disclose the design's name line).
 */
export function disclosedLine(description: string, labGrown: boolean, language: LanguageCode): string {
  const at = description.indexOf(NAME_SEPARATOR);
  if (at < 0) return disclosedName(description, labGrown, language);
  return `${disclosedName(description.slice(0, at), labGrown, language)}${description.slice(at)}`;
}
