import {
  checkForm,
  fieldLabel,
  requiredFields,
  translate,
  type FieldIssue,
  type FieldSpec,
  type LanguageCode,
} from '@atelier/contracts/common';

/*
 * Messages of the account forms. The rules and the message templates are the shared definitions of
 * @atelier/contracts/common (the server validates with the very same), so a field refused here gets
 * the sentence the server would give. Only a field's display name may come from the page's own locale,
 * where the shared catalogue has no name for it in that language (it would fall back to English).
 */

export type FormValue = string | boolean;
export type FormValues<F extends string> = Record<F, FormValue>;
export type FormSpecOf<F extends string> = Readonly<Record<F, FieldSpec>>;
export type FieldMessages<F extends string> = Partial<Record<F, string[]>>;
/** Field errors as the server sends them (`errors: { field: [messages] }`), already localised. */
export type ServerFieldErrors = Record<string, string[]>;

/** The field's name inside a message, in the language of the page. */
export function fieldNameFor(language: LanguageCode, field: string, localName?: string): string {
  const shared = fieldLabel(language, field);
  if (language === 'en' || localName === undefined) return shared;
  return shared !== fieldLabel('en', field) ? shared : localName;
}

/** One broken rule as a sentence naming the field (the server's wording). */
export function issueMessage(
  language: LanguageCode,
  field: string,
  issue: FieldIssue,
  localName?: string,
): string {
  return translate(language, issue.key, {
    ...issue.params,
    field: fieldNameFor(language, field, localName),
  });
}

/** Every problem of a form as sentences, per field, in the order the server reports them. */
export function formMessages<F extends string>(
  spec: FormSpecOf<F>,
  values: Readonly<Partial<Record<F, unknown>>>,
  language: LanguageCode,
  localName?: (field: F) => string,
): FieldMessages<F> {
  const problems = checkForm(spec, values);
  const messages: FieldMessages<F> = {};
  for (const field of Object.keys(problems) as F[]) {
    const issues = problems[field] ?? [];
    messages[field] = issues.map((issue) => issueMessage(language, field, issue, localName?.(field)));
  }
  return messages;
}

export function isRequired<F extends string>(spec: FormSpecOf<F>, field: F): boolean {
  return requiredFields(spec).includes(field);
}

/** Text values trimmed (passwords kept as typed); empty optional values left out of the request body. */
export function toRequestBody<F extends string>(
  values: FormValues<F>,
  keepAsTyped: readonly F[] = [],
): Partial<Record<F, FormValue>> {
  const body: Partial<Record<F, FormValue>> = {};
  for (const field of Object.keys(values) as F[]) {
    const value = values[field];
    if (typeof value === 'boolean') body[field] = value;
    else {
      const text = keepAsTyped.includes(field) ? value : value.trim();
      if (text !== '') body[field] = text;
    }
  }
  return body;
}

/** Server errors for fields the form does not show (they go to the notification instead). */
export function hasFieldsOutside(errors: ServerFieldErrors | undefined, fields: readonly string[]): boolean {
  return Object.keys(errors ?? {}).some((field) => !fields.includes(field));
}
