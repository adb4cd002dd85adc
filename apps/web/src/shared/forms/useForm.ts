import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/language/languageSelectors';
import type { AccountFieldName } from '../../i18n/accounts/en';
import {
  formMessages,
  isRequired,
  type FormSpecOf,
  type FormValue,
  type FormValues,
  type ServerFieldErrors,
} from './formMessages';

export interface UseFormOptions<F extends AccountFieldName> {
  /** The shared field definition (rules and required fields) of this form. */
  spec: FormSpecOf<F>;
  initial: FormValues<F>;
  /** The server's `errors` of the latest answer: each shown under its field until that field changes. */
  serverErrors?: ServerFieldErrors | null;
  /** Called with the values when every rule holds. */
  onValid: (values: FormValues<F>) => void;
}

export interface FormController<F extends AccountFieldName> {
  values: FormValues<F>;
  setValue: (field: F, value: FormValue) => void;
  /** Replaces every value (loaded data) and forgets what was shown. */
  reset: (values: FormValues<F>) => void;
  /** The messages to show under a field now: the rules' (once shown), else the server's. */
  messagesOf: (field: F) => string[];
  required: (field: F) => boolean;
  touch: (field: F) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Attach to the <form>: the first invalid field gets the focus after a refused submit. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * State of one account form: its values, the shared rules' messages (after a blur or a submit) and the
 * server's field errors. The rules run through `checkForm`, the server's own definition.
 */
export function useForm<F extends AccountFieldName>({
  spec,
  initial,
  serverErrors,
  onValid,
}: UseFormOptions<F>): FormController<F> {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const [values, setValues] = useState<FormValues<F>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Server errors stay under their field until the field is edited; a new answer shows all again.
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<F>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);

  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    setEditedSinceServer(new Set());
    if (serverErrors && Object.keys(serverErrors).length > 0) setFocusRequest((count) => count + 1);
  }

  const localName = useCallback((field: F) => t(`accounts.fieldNames.${field}` as const), [t]);
  const ruleMessages = useMemo(
    () => formMessages(spec, values, language, localName),
    [spec, values, language, localName],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback((field: F, value: FormValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEditedSinceServer((current) => new Set(current).add(field));
  }, []);

  const reset = useCallback((next: FormValues<F>) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  const touch = useCallback((field: F) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const messagesOf = (field: F): string[] => {
    const own = submitted || touched.has(field) ? (ruleMessages[field] ?? []) : [];
    if (own.length > 0) return own;
    if (editedSinceServer.has(field)) return [];
    return [...(shownServerErrors?.[field] ?? [])];
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(ruleMessages).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onValid(values);
  };

  return {
    values,
    setValue,
    reset,
    messagesOf,
    required: (field: F) => isRequired(spec, field),
    touch,
    handleSubmit,
    formRef,
  };
}
