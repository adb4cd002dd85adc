import type { TranslatedTexts } from '@atelier/contracts/admin';
import { CONTENT_LINE_MAX_LENGTH } from '@atelier/contracts/admin';
import type { FieldSpec } from '@atelier/contracts/common';
import type { FormValues } from '../../shared/forms/formMessages';

/** The languages a line is translated into besides English, in the header dropdown's order. */
export const TRANSLATED_LANGUAGES = ['de', 'es', 'fr', 'no', 'sv'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
export type LineTextField = 'text' | `text_${TranslatedLanguage}`;

const line = (required: boolean): FieldSpec => ({
  required,
  type: 'text',
  rules: [{ rule: 'maxLength', max: CONTENT_LINE_MAX_LENGTH }, { rule: 'noEmoji' }],
});

/** A one-line text in English (required) and its translations, as the server checks them. */
export const LINE_FIELDS = {
  text: line(true),
  text_de: line(false),
  text_es: line(false),
  text_fr: line(false),
  text_no: line(false),
  text_sv: line(false),
  visible: { required: false, type: 'boolean', rules: [] } satisfies FieldSpec,
};

export type LineValues = FormValues<keyof typeof LINE_FIELDS>;

export function lineValues(text: string, texts: TranslatedTexts, visible: boolean): LineValues {
  return {
    text,
    text_de: texts.de ?? '',
    text_es: texts.es ?? '',
    text_fr: texts.fr ?? '',
    text_no: texts.no ?? '',
    text_sv: texts.sv ?? '',
    visible,
  };
}

/** The form's texts as the API takes them: English, and the translations that are not empty. */
export function toLineBody(values: LineValues): { text: string; texts: TranslatedTexts; visible: boolean } {
  const texts: TranslatedTexts = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const value = String(values[`text_${language}`]).trim();
    if (value) texts[language] = value;
  }
  return { text: String(values.text).trim(), texts, visible: values.visible === true };
}
