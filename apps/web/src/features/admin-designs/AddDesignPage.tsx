import type { SaveDesignDto } from '@atelier/contracts/catalogue';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Page } from '../../ui/Page';
import { DesignForm } from './DesignForm';
import { emptyDesignValues } from './designForm';
import { useCreateDesignMutation } from './designsAdminApi';

/** add-design and lab-grown-add-single-design (lab grown preset): a new design, then its edit screen. */
export function AddDesignPage({ labGrown }: { labGrown: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [create, { isLoading }] = useCreateDesignMutation();
  const defaults = useMemo(() => emptyDesignValues(labGrown), [labGrown]);

  const save = async (body: SaveDesignDto) => {
    const answer = await create(body).unwrap();
    feedback.succeeded(t('designs.form.created', { design: answer.data.designNumber }));
    await navigate(localize(`/Admin/manage-design?id=${encodeURIComponent(answer.data.id)}`));
  };

  return (
    <Page
      title={labGrown ? t('designs.form.labGrownAddTitle') : t('designs.form.addTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('designs.form.intro')}
    >
      <DesignForm
        key={labGrown ? 'lab' : 'natural'}
        defaultValues={defaults}
        submitLabel={t('designs.form.create')}
        saving={isLoading}
        onSave={save}
      />
    </Page>
  );
}
