import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldName, ValidationIssue } from '../validation';

/** Turns a rule failure into the message of the current language, naming the field. */
export function useValidationMessage(): (field: FieldName, issue: ValidationIssue) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: FieldName, issue: ValidationIssue) => {
      const name = t(`fields.${field}`);
      switch (issue.rule) {
        case 'required':
          return t('validation.required', { field: name });
        case 'email':
          return t('validation.email', { field: name });
        case 'max':
          return t('validation.max', { field: name, max: issue.max });
        case 'alphaSpaces':
          return t('validation.alphaSpaces', { field: name });
      }
    },
    [t],
  );
}
