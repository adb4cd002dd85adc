import type { MappedDesignRow } from '@atelier/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { DesignPicker, useChosenDesign } from '../admin-images';
import { designColumns } from './designColumns';
import {
  useMapSimilarDesignsMutation,
  useSimilarDesignsQuery,
  useUnmapSimilarDesignMutation,
} from './groupsAdminApi';

const NO_FILTERS = [] as const;

/** map-similar-designs: a design's similar designs (both ways); add one found by search, remove one. */
export function SimilarDesignsPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [designId, chooseDesign] = useChosenDesign();
  const params = useListParams(NO_FILTERS);
  const list = useSimilarDesignsQuery(
    { designId: designId ?? '', page: params.page },
    { skip: designId === null },
  );
  const [map] = useMapSimilarDesignsMutation();
  const [unmap] = useUnmapSimilarDesignMutation();

  const run = async (change: () => Promise<{ message?: string; data: { changed: number } }>) => {
    try {
      const answer = await change();
      feedback.succeeded(
        answer.message ?? t('catalogueAdmin.common.changed', { count: answer.data.changed }),
      );
    } catch (error) {
      feedback.failed(error);
    }
  };

  const columns: Column<MappedDesignRow>[] = [
    ...designColumns(t),
    {
      id: 'actions',
      header: t('catalogueAdmin.common.actions'),
      hideable: false,
      cell: (row) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${t('catalogueAdmin.common.remove')} ${row.design}`}
          onClick={() =>
            designId && void run(() => unmap({ designId, similarDesignId: row.design_id }).unwrap())
          }
        >
          {t('catalogueAdmin.common.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('catalogueAdmin.similar.title')} intro={t('catalogueAdmin.similar.intro')}>
      <Panel title={t('catalogueAdmin.common.designSearch')}>
        <DesignPicker chosen={designId} onChoose={chooseDesign} />
      </Panel>
      {designId === null ? (
        <StatusLine>{t('catalogueAdmin.common.pickDesign')}</StatusLine>
      ) : (
        <>
          <PagedList
            label={t('catalogueAdmin.similar.listLabel')}
            params={params}
            rows={list.data?.rows ?? []}
            total={list.data?.count ?? 0}
            pageSize={list.data?.limit ?? 50}
            columns={columns}
            rowId={(row) => row.design_id}
            loading={list.isLoading}
            error={list.isError ? t('catalogueAdmin.common.loadFailed') : undefined}
          />
          <Panel title={t('catalogueAdmin.similar.findSimilar')}>
            <DesignPicker
              chosen={null}
              onChoose={(id) => void run(() => map({ designId, similarDesignIds: [id] }).unwrap())}
            />
          </Panel>
        </>
      )}
    </Page>
  );
}
