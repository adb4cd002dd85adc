import type { AdminDesign, SaveDesignDto } from '@atelier/contracts/catalogue';
import { CatalogueErrorCode } from '@atelier/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../api/baseApi';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { ConflictDialog } from './ConflictDialog';
import { DesignAuditTable } from './DesignAuditTable';
import { DesignForm } from './DesignForm';
import { designValues } from './designForm';
import { DesignPicker } from './DesignPicker';
import { useAdminDesignAuditQuery, useAdminDesignQuery, useUpdateDesignMutation } from './designsAdminApi';
import { RetireDesignDialog, type RetireTarget } from './RetireDesignDialog';

/** manage-design: pick a design (search or `?id=`), edit it with its version, see its audit trail. */
/** A design's changes the catalogue's change log keeps (its own fields are in its audit trail above). */
const HISTORIES = [
  ['design_images', 'picturesHistory'],
  ['design_groups', 'groupsHistory'],
  ['similar_designs', 'similarHistory'],
] as const;

export function ManageDesignPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Page
      title={t('designs.form.editTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('designs.form.intro')}
    >
      {id ? <DesignEditor key={id} id={id} /> : <DesignPicker />}
    </Page>
  );
}

function DesignEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const design = useAdminDesignQuery(id);
  const audit = useAdminDesignAuditQuery(id);
  if (design.isError) return <StatusLine>{t('designs.manage.notFound')}</StatusLine>;
  if (!design.data) return <StatusLine>{t('common.loading')}</StatusLine>;
  return (
    <>
      <EditForm
        // A reloaded version starts the form over from the server's values.
        key={design.data.version}
        design={design.data}
        onReload={() => {
          void design.refetch();
          void audit.refetch();
        }}
        onConflict={() => void audit.refetch()}
        changesSince={(audit.data ?? []).filter((entry) => entry.version > design.data.version)}
      />
      <Panel title={t('designs.manage.audit')}>
        <DesignAuditTable
          label={t('designs.manage.audit')}
          entries={audit.data ?? []}
          loading={audit.isFetching}
        />
        <nav aria-label={t('designs.manage.otherChanges')}>
          <p>{t('designs.manage.otherChanges')}</p>
          <ul>
            {HISTORIES.map(([entityType, label]) => (
              <li key={entityType}>
                <Link to={localize(`/Admin/catalogue-change-log?entityType=${entityType}&entityId=${id}`)}>
                  {t(`designs.manage.${label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Panel>
    </>
  );
}

function EditForm({
  design,
  onReload,
  onConflict,
  changesSince,
}: {
  design: AdminDesign;
  onReload: () => void;
  onConflict: () => void;
  changesSince: Parameters<typeof ConflictDialog>[0]['changes'];
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [update, { isLoading }] = useUpdateDesignMutation();
  const [conflict, setConflict] = useState(false);
  const [retiring, setRetiring] = useState<RetireTarget | null>(null);
  const defaults = useMemo(() => designValues(design), [design]);

  const save = async (body: SaveDesignDto) => {
    try {
      const answer = await update({ id: design.id, body: { ...body, version: design.version } }).unwrap();
      feedback.succeeded(t('designs.form.saved', { design: answer.data.designNumber }));
    } catch (error) {
      if (isApiFailure(error) && error.status === 409 && error.code === CatalogueErrorCode.DesignChanged) {
        // Nothing was written: show who changed what since this version, and offer the latest.
        onConflict();
        setConflict(true);
        return;
      }
      throw error;
    }
  };

  return (
    <>
      <p>
        {t('designs.form.version', { version: design.version })}{' '}
        {design.retired && <Badge tone="warning">{t('designs.form.retiredNote')}</Badge>}
      </p>
      <DesignForm
        defaultValues={defaults}
        submitLabel={t('designs.form.save')}
        saving={isLoading}
        onSave={save}
        extraActions={
          <Button
            variant={design.retired ? 'secondary' : 'danger'}
            onClick={() =>
              setRetiring({
                id: design.id,
                designNumber: design.designNumber,
                retired: design.retired,
                version: design.version,
              })
            }
          >
            {design.retired ? t('designs.list.restore') : t('designs.list.retire')}
          </Button>
        }
      />
      <ConflictDialog
        open={conflict}
        changes={changesSince}
        onClose={() => setConflict(false)}
        onReload={() => {
          setConflict(false);
          onReload();
        }}
      />
      <RetireDesignDialog target={retiring} onClose={() => setRetiring(null)} onDone={onReload} />
    </>
  );
}
