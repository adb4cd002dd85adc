import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import { DesignPicker } from '../admin-images';
import { designColumns } from './designColumns';
import { parseGroupChoice } from './groupChoice';
import { GroupSelect } from './GroupSelect';
import { useAssignDesignsMutation, useGroupDesignsQuery, useUnassignDesignsMutation } from './groupsAdminApi';

const FILTERS = ['search'] as const;

/** mapped-design / design-map: a group's designs (group and page in the URL); take rows out or add found ones. */
export function GroupDesignsPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [urlParams, setUrlParams] = useSearchParams();
  const params = useListParams(FILTERS);
  const choice = urlParams.get('group') ?? '';
  const target = parseGroupChoice(choice);
  const list = useGroupDesignsQuery(
    { ...target, page: params.page, search: params.filters.search || undefined },
    { skip: !target },
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [assign] = useAssignDesignsMutation();
  const [unassign, unassigning] = useUnassignDesignsMutation();

  const chooseGroup = (value: string) => {
    setSelected([]);
    setUrlParams((current) => {
      const next = new URLSearchParams(current);
      next.set('group', value);
      next.delete('page');
      return next;
    });
  };

  const run = async (change: () => Promise<{ message?: string; data: { changed: number } }>) => {
    try {
      const answer = await change();
      feedback.succeeded(
        answer.message ?? t('catalogueAdmin.common.changed', { count: answer.data.changed }),
      );
      setSelected([]);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <Page title={t('catalogueAdmin.mapping.mappedTitle')} intro={t('catalogueAdmin.mapping.mappedIntro')}>
      <Panel>
        <GroupSelect value={choice} onChange={chooseGroup} />
      </Panel>
      {!target && <StatusLine>{t('catalogueAdmin.mapping.pickGroupFirst')}</StatusLine>}
      {target && (
        <>
          {'subGroupId' in target && (
            <Panel>
              <StatusLine>{t('catalogueAdmin.mapping.selected', { count: selected.length })}</StatusLine>
              <Button
                variant="secondary"
                disabled={selected.length === 0}
                loading={unassigning.isLoading}
                onClick={() =>
                  void run(() => unassign({ designIds: selected, subGroupId: target.subGroupId }).unwrap())
                }
              >
                {t('catalogueAdmin.mapping.unassign')}
              </Button>
            </Panel>
          )}
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
            selected={'subGroupId' in target ? selected : undefined}
            onSelectionChange={'subGroupId' in target ? setSelected : undefined}
            loading={list.isLoading}
            error={list.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
          />
          <Panel title={t('catalogueAdmin.mapping.assignFound')}>
            <DesignPicker
              chosen={null}
              onChoose={(id) => void run(() => assign({ designIds: [id], ...target }).unwrap())}
            />
          </Panel>
        </>
      )}
    </Page>
  );
}
