import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { FormLayout, Page } from '../../ui/Page';
import { useCreateRunningLineMutation } from './contentAdminApi';
import { LINE_FIELDS, lineValues, toLineBody, type LineValues } from './lineForm';
import { LineTextFields, useLineFieldName } from './LineTextFields';

const FIELDS = Object.keys(LINE_FIELDS) as Path<LineValues>[];

/** upload-running-line: a new line of the header's ticker, in English and its translations. */
export function UploadRunningLinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const feedback = useFormFeedback();
  const lineFieldName = useLineFieldName();
  const form = useSpecForm<LineValues>(LINE_FIELDS, lineValues('', {}, true), lineFieldName);
  const { errors } = form.formState;
  const [create, creating] = useCreateRunningLineMutation();

  const submit = form.handleSubmit(async (values) => {
    try {
      await create(toLineBody(values)).unwrap();
      feedback.succeeded(t('content.admin.lines.added'));
      void navigate(localize('/Admin/running-lines'));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <Page title={t('content.admin.lines.add')} intro={t('content.admin.lines.addIntro')}>
      <FormLayout
        onSubmit={(event) => void submit(event)}
        actions={
          <Button type="submit" variant="primary" loading={creating.isLoading}>
            {t('content.admin.common.save')}
          </Button>
        }
      >
        <LineTextFields register={form.register} errors={errors} />
      </FormLayout>
    </Page>
  );
}
