import { useCallback } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../i18n/languages';
import { fieldError } from '../../shared/forms/specForm';
import { Checkbox, TextField } from '../../ui/Field';
import { FieldGrid } from '../../ui/Page';
import { TRANSLATED_LANGUAGES, type LineValues } from './lineForm';

/** English (required), the five translations and the visible flag of a one-line text. */
export function LineTextFields({
  register,
  errors,
}: {
  register: UseFormRegister<LineValues>;
  errors: FieldErrors<LineValues>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('content.admin.common.english')}
        required
        autoComplete="off"
        {...register('text')}
        error={fieldError(errors, 'text')}
      />
      <p>{t('content.admin.common.translationsHint')}</p>
      <FieldGrid>
        {TRANSLATED_LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t('content.admin.common.inLanguage', { language: getLanguage(language).name })}
            lang={getLanguage(language).htmlLang}
            autoComplete="off"
            {...register(`text_${language}`)}
            error={fieldError(errors, `text_${language}`)}
          />
        ))}
      </FieldGrid>
      <Checkbox label={t('content.admin.common.visible')} {...register('visible')} />
    </>
  );
}

/** The translation fields' names in the page's language, for the form's messages ("Text in Swedish"). */
export function useLineFieldName(): (field: keyof LineValues) => string {
  const { t } = useTranslation();
  return useCallback(
    (field: keyof LineValues) => {
      const language = TRANSLATED_LANGUAGES.find((code) => field === `text_${code}`);
      return language
        ? t('content.admin.common.inLanguage', { language: getLanguage(language).name })
        : field;
    },
    [t],
  );
}
