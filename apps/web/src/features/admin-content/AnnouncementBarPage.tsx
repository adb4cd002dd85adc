import type { AnnouncementAdminView } from '@atelier/contracts/admin';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { useAnnouncementAdminQuery, useSaveAnnouncementMutation } from './contentAdminApi';
import { LINE_FIELDS, lineValues, toLineBody, type LineValues } from './lineForm';
import { LineTextFields, useLineFieldName } from './LineTextFields';

const FIELDS = Object.keys(LINE_FIELDS) as Path<LineValues>[];

/** announcement-bar: the line at the top of every storefront page, per language, and whether it shows. */
export function AnnouncementBarPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useAnnouncementAdminQuery();
  return (
    <Page title={t('content.admin.announcement.title')} intro={t('content.admin.announcement.intro')}>
      {isLoading && <StatusLine>{t('content.admin.common.loading')}</StatusLine>}
      {isError && <StatusLine>{t('content.admin.common.loadFailed')}</StatusLine>}
      {/* Keyed on the saved version, so the form starts again from what the server kept. */}
      {data && <AnnouncementForm key={`${data.updatedAt ?? ''}:${data.text}`} announcement={data} />}
    </Page>
  );
}

function AnnouncementForm({ announcement }: { announcement: AnnouncementAdminView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const lineFieldName = useLineFieldName();
  const form = useSpecForm<LineValues>(
    LINE_FIELDS,
    lineValues(announcement.text, announcement.texts, announcement.status),
    lineFieldName,
  );
  const { errors } = form.formState;
  const [save, saving] = useSaveAnnouncementMutation();

  const submit = form.handleSubmit(async (values) => {
    const { text, texts, visible } = toLineBody(values);
    try {
      const answer = await save({ text, texts, status: visible }).unwrap();
      feedback.succeeded(answer.message ?? t('content.admin.common.saved'));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <>
      <Panel title={t('content.admin.announcement.preview')}>
        {announcement.status && announcement.text ? (
          <p>
            <strong>{announcement.text}</strong>
          </p>
        ) : (
          <p>{t('content.admin.announcement.hidden')}</p>
        )}
      </Panel>
      <FormLayout
        onSubmit={(event) => void submit(event)}
        actions={
          <Button type="submit" variant="primary" loading={saving.isLoading}>
            {t('content.admin.common.save')}
          </Button>
        }
      >
        <LineTextFields register={form.register} errors={errors} />
      </FormLayout>
    </>
  );
}
