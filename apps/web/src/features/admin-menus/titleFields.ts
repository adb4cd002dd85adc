import type { FieldSpec } from '@atelier/contracts/common';
import type { LocalisedTexts } from '@atelier/contracts/catalogue';

/** The languages a title may be given in besides the main (English) one. */
export const OTHER_LANGUAGES = ['sv', 'de', 'es', 'fr', 'no'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];
export type TitleField = 'title' | `title_${OtherLanguage}`;

const text = (required: boolean, max = 255): FieldSpec => ({
  required,
  type: 'text',
  rules: [{ rule: 'maxLength', max }, { rule: 'noEmoji' }],
});

/** The main title (required) and one optional title per other language, as the server checks them. */
export const TITLE_FIELDS: Readonly<Record<TitleField, FieldSpec>> = {
  title: text(true),
  title_sv: text(false),
  title_de: text(false),
  title_es: text(false),
  title_fr: text(false),
  title_no: text(false),
};

export const textField = text;

/** The form's values of an entity's title and titles. */
export function titleValues(title: string, titles: LocalisedTexts): Record<TitleField, string> {
  return {
    title,
    title_sv: titles.sv ?? '',
    title_de: titles.de ?? '',
    title_es: titles.es ?? '',
    title_fr: titles.fr ?? '',
    title_no: titles.no ?? '',
  };
}

/** The titles a form holds, without the empty ones (a language left empty falls back to the title). */
export function toTitles(values: Readonly<Record<TitleField, string | boolean>>): LocalisedTexts {
  const titles: LocalisedTexts = {};
  for (const language of OTHER_LANGUAGES) {
    const value = String(values[`title_${language}`]).trim();
    if (value) titles[language] = value;
  }
  return titles;
}

/** A whole number typed in a field, or undefined when it was left empty. */
export function wholeNumber(value: string | boolean): number | undefined {
  const text = String(value).trim();
  return text === '' ? undefined : Number(text);
}
