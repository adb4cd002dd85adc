import type { LanguageCode } from '@atelier/contracts/common';
import { LANGUAGE_CODES } from '@atelier/contracts/common';
import type { TranslatedTexts } from '@atelier/contracts/admin';

/** The text in `language`, or the English text when that language has none (or only blanks). */
export function localizedText(
  english: string,
  translations: Readonly<Partial<Record<string, string>>>,
  language: LanguageCode,
): string {
  if (language === 'en') return english;
  const translated = translations[language]?.trim();
  return translated ? translated : english;
}

/** Translations as stored: known languages other than English, trimmed, blanks left out. */
export function cleanTranslations(
  texts: Readonly<Partial<Record<string, string>>> | undefined,
): TranslatedTexts {
  const clean: TranslatedTexts = {};
  for (const language of LANGUAGE_CODES) {
    if (language === 'en') continue;
    const text = texts?.[language]?.trim();
    if (text) clean[language] = text;
  }
  return clean;
}

/** A page's row in `language`, else the English one, else none. */
export function pickTranslation<T extends { language: string }>(
  rows: readonly T[],
  language: LanguageCode,
): T | null {
  return rows.find((row) => row.language === language) ?? rows.find((row) => row.language === 'en') ?? null;
}
