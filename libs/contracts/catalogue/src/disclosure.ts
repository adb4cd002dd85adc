import { type LanguageCode, translate } from '@atelier/contracts/common';

/** The words that disclose a lab-grown stone, in a language. */
export function labGrownWords(language: LanguageCode): string {
  return translate(language, 'catalogue.labGrown');
}

/**
 * The name a design with a lab-grown stone must be shown under, wherever it is named (card, page, cart,
 * order, invoice, export): the name followed by "Lab grown" in the reader's language. A name that
 * already says so is kept as it is; a natural design's name is never changed.
 */
export function disclosedName(name: string, labGrown: boolean, language: LanguageCode): string {
  if (!labGrown) return name;
  const words = labGrownWords(language);
  if (name.toLocaleLowerCase().includes(words.toLocaleLowerCase())) return name;
  return name.trim() === '' ? words : `${name} (${words})`;
}
