import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import type { AccountFieldName } from '../../i18n/accounts/en';
import type { ApiFailure } from '../../api/baseApi';
import type { LanguageCode } from '@atelier/contracts/common';
import { formMessages, type FormSpecOf } from './formMessages';

/*
 * react-hook-form over the server's own field rules. A form's `FormSpec` (contracts/common: the same
 * table the DTO's `@FormField` decorators apply) is checked by `checkForm` in the browser and each issue
 * is rendered with the shared message catalogue, so a refused field reads word for word as the API's
 * 400 would. What only the server knows (an email taken) comes back through `applyServerErrors`.
 */

/** The messages of one field as the kit's controls show them. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const error = errors[name];
  return error && typeof error.message === 'string' && error.message ? error.message : undefined;
}

/**
 * A resolver running the form's spec. `localName` names a field whose shared label has no translation
 * in the page's language (the server would fall back to English there too; the page's own word reads
 * better and means the same).
 */
export function specResolver<V extends FieldValues>(
  spec: FormSpecOf<Extract<keyof V, string>>,
  language: LanguageCode,
  localName?: (field: Extract<keyof V, string>) => string,
): Resolver<V> {
  return (values) => {
    const messages = formMessages(spec, values, language, localName);
    const errors: FieldErrors<V> = {};
    let refused = false;
    for (const [field, list] of Object.entries(messages)) {
      if (!list || list.length === 0) continue;
      Object.assign(errors, { [field]: { type: 'rule', message: list.join(' ') } });
      refused = true;
    }
    return refused ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * Puts a refused request's field errors under the form's fields. Returns the messages that have no
 * field on this form (or the failure's message when it named none), for the page's notification.
 */
export function applyServerErrors<V extends FieldValues>(
  failure: ApiFailure,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): string[] {
  const elsewhere: string[] = [];
  let placed = 0;
  for (const [field, messages] of Object.entries(failure.errors ?? {})) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed === 0 });
      placed += 1;
    } else elsewhere.push(...messages);
  }
  if (elsewhere.length > 0) return elsewhere;
  return placed === 0 ? [failure.message] : [];
}

/**
 * A react-hook-form form validated by `spec` in the page's language: messages after a field is left
 * or the form submitted (as before), the first refused field focused on submit. `localName` as for
 * `specResolver` (account forms pass their locale's field names).
 */
export function useSpecForm<V extends FieldValues>(
  spec: FormSpecOf<Extract<keyof V, string>>,
  defaultValues: DefaultValues<V>,
  localName?: (field: Extract<keyof V, string>) => string,
) {
  const language = useAppSelector(selectLanguage);
  const resolver = useMemo(() => specResolver<V>(spec, language, localName), [spec, language, localName]);
  return useForm<V>({ resolver, defaultValues, mode: 'onTouched' });
}

/** The account locale's name of a field, for `useSpecForm`'s `localName`. */
export function useAccountFieldName(): (field: AccountFieldName) => string {
  const { t } = useTranslation();
  return useCallback((field: AccountFieldName) => t(`accounts.fieldNames.${field}` as const), [t]);
}
