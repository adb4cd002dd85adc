import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../shared/forms/specForm';
import { TextField } from '../../ui/Field';
import { Tabs } from '../../ui/Tabs';
import { OTHER_LANGUAGES, type TitleField } from './titleFields';

/** The title in each language, one tab per language (English first: the required main title). */
export function TitleTabs<V extends FieldValues & Record<TitleField, string | boolean>>({
  form,
  label,
}: {
  form: UseFormReturn<V>;
  label: string;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const field = (name: TitleField, language: string, required: boolean) => (
    <TextField
      label={t('menus.filters.nameIn', {
        language: t(`menus.languages.${language}` as 'menus.languages.en'),
      })}
      required={required}
      autoComplete="off"
      {...form.register(name as Path<V>)}
      error={fieldError(errors, name)}
    />
  );
  return (
    <Tabs
      label={label}
      tabs={[
        { id: 'en', label: t('menus.languages.en'), content: field('title', 'en', true) },
        ...OTHER_LANGUAGES.map((language) => ({
          id: language,
          label: t(`menus.languages.${language}`),
          content: field(`title_${language}`, language, false),
        })),
      ]}
    />
  );
}
