import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import { designColumns } from './designColumns';
import { parseGroupChoice } from './groupChoice';
import { GroupSelect } from './GroupSelect';
import { useAssignDesignsMutation, useUnassignedDesignsQuery } from './groupsAdminApi';

const FILTERS = ['search'] as const;

/** unassigned-design / non-group-design: designs in no sub group, selected and assigned to a group. */
export function UnassignedDesignsPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const params = useListParams(FILTERS);
  const list = useUnassignedDesignsQuery({ page: params.page, search: params.filters.search || undefined });
  const [selected, setSelected] = useState<string[]>([]);
  const [choice, setChoice] = useState('');
  const [assign, assigning] = useAssignDesignsMutation();
  const target = parseGroupChoice(choice);

  const assignSelected = async () => {
    if (!target || selected.length === 0) return;
    try {
      const answer = await assign({ designIds: selected, ...target }).unwrap();
      feedback.succeeded(
        answer.message ?? t('catalogueAdmin.common.changed', { count: answer.data.changed }),
      );
      setSelected([]);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <Page
      title={t('catalogueAdmin.mapping.unassignedTitle')}
      intro={t('catalogueAdmin.mapping.unassignedIntro')}
    >
      <Panel>
        <GroupSelect value={choice} onChange={setChoice} />
        <StatusLine>{t('catalogueAdmin.mapping.selected', { count: selected.length })}</StatusLine>
        <Button
          variant="primary"
          disabled={!target || selected.length === 0}
          loading={assigning.isLoading}
          onClick={() => void assignSelected()}
        >
          {t('catalogueAdmin.mapping.assign')}
        </Button>
      </Panel>
      <PagedList
        label={t('catalogueAdmin.mapping.listLabel')}
        filterLabel={t('catalogueAdmin.mapping.searchLabel')}
        applyLabel={t('catalogueAdmin.common.search')}
        filters={
          <TextField
            label={t('catalogueAdmin.common.designSearch')}
            hint={t('catalogueAdmin.common.designSearchHint')}
            name="search"
            type="search"
            defaultValue={params.filters.search}
          />
        }
        params={params}
        rows={list.data?.rows ?? []}
        total={list.data?.count ?? 0}
        pageSize={list.data?.limit ?? 50}
        columns={designColumns(t)}
        rowId={(row) => row.design_id}
        rowLabel={(row) => row.design}
        selected={selected}
        onSelectionChange={setSelected}
        loading={list.isLoading}
        error={list.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
      />
    </Page>
  );
}
