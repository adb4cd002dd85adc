import {
  CONTENT_PAGE_SLUGS,
  type ContentPageSlug,
  type ContentPageTranslation,
} from '@atelier/contracts/admin';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getLanguage, LANGUAGES, type LanguageCode } from '../../i18n/languages';
import { useSpecForm, fieldError } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, Textarea, TextField } from '../../ui/Field';
import { FieldGrid, FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { ContentHtml, contentPagePath } from '../content';
import {
  useContentPagesQuery,
  useRemoveContentPageMutation,
  useSaveContentPageMutation,
} from './contentAdminApi';
import { PAGE_FIELDS, type PageValues } from './pageForm';

const FIELDS = Object.keys(PAGE_FIELDS) as Path<PageValues>[];

/** The footer pages per language: pick a page and a language, write it in Markdown, save. */
export function FooterPagesPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useContentPagesQuery();
  const [slug, setSlug] = useState<ContentPageSlug>('why-us');
  const [language, setLanguage] = useState<LanguageCode>('en');
  const translations = data?.find((page) => page.slug === slug)?.translations ?? [];
  const saved = translations.find((translation) => translation.language === language) ?? null;

  return (
    <Page title={t('content.admin.pages.title')} intro={t('content.admin.pages.intro')}>
      <Panel>
        <FieldGrid>
          <Select
            label={t('content.admin.pages.page')}
            value={slug}
            onChange={(event) => {
              const next = CONTENT_PAGE_SLUGS.find((value) => value === event.target.value);
              if (next) setSlug(next);
            }}
            options={CONTENT_PAGE_SLUGS.map((value) => ({
              value,
              label: t(`content.admin.pages.names.${value}`),
            }))}
          />
          <Select
            label={t('content.admin.pages.language')}
            value={language}
            onChange={(event) => {
              const next = LANGUAGES.find((entry) => entry.code === event.target.value);
              if (next) setLanguage(next.code);
            }}
            options={LANGUAGES.map((entry) => ({
              value: entry.code,
              label: translations.some((tr) => tr.language === entry.code) ? `${entry.name} ✓` : entry.name,
            }))}
          />
        </FieldGrid>
      </Panel>
      {isLoading && <StatusLine>{t('content.admin.common.loading')}</StatusLine>}
      {isError && <StatusLine>{t('content.admin.common.loadFailed')}</StatusLine>}
      {data && (
        <PageEditor
          key={`${slug}:${language}:${saved?.updatedAt ?? 'new'}`}
          slug={slug}
          language={language}
          saved={saved}
          english={translations.find((translation) => translation.language === 'en') ?? null}
        />
      )}
    </Page>
  );
}

function PageEditor({
  slug,
  language,
  saved,
  english,
}: {
  slug: ContentPageSlug;
  language: LanguageCode;
  saved: ContentPageTranslation | null;
  english: ContentPageTranslation | null;
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  // A new translation starts from the English text, so the translator sees the structure to follow.
  const start = saved ?? english;
  const form = useSpecForm<PageValues>(PAGE_FIELDS, {
    title: start?.title ?? '',
    markdown: start?.markdown ?? '',
  });
  const { errors } = form.formState;
  const [save, saving] = useSaveContentPageMutation();
  const [remove, removing] = useRemoveContentPageMutation();
  const prefix = getLanguage(language).prefix;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save({
        slug,
        language,
        body: { title: String(values.title).trim(), markdown: String(values.markdown) },
      }).unwrap();
      feedback.succeeded(answer.message ?? t('content.admin.common.saved'));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  const removeLanguage = async () => {
    try {
      await remove({ slug, language }).unwrap();
      feedback.succeeded(t('content.admin.pages.removed'));
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <>
      <FormLayout
        onSubmit={(event) => void submit(event)}
        split
        actions={
          <>
            <a href={`${prefix}${contentPagePath(slug)}`} target="_blank" rel="noopener noreferrer">
              {t('content.admin.pages.view')}
            </a>
            <span>
              {saved && language !== 'en' && (
                <Button variant="ghost" loading={removing.isLoading} onClick={() => void removeLanguage()}>
                  {t('content.admin.pages.remove')}
                </Button>
              )}{' '}
              <Button type="submit" variant="primary" loading={saving.isLoading}>
                {t('content.admin.common.save')}
              </Button>
            </span>
          </>
        }
      >
        <TextField
          label={t('content.admin.pages.pageTitle')}
          required
          lang={getLanguage(language).htmlLang}
          autoComplete="off"
          {...form.register('title')}
          error={fieldError(errors, 'title')}
        />
        <Textarea
          label={t('content.admin.pages.body')}
          hint={t('content.admin.pages.help')}
          required
          rows={18}
          lang={getLanguage(language).htmlLang}
          spellCheck
          {...form.register('markdown')}
          error={fieldError(errors, 'markdown')}
        />
      </FormLayout>
      <Panel title={t('content.admin.pages.preview')}>
        {saved ? <ContentHtml html={saved.html} /> : <p>{t('content.admin.pages.noPreview')}</p>}
      </Panel>
    </>
  );
}
