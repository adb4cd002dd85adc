import type { AdminFilter } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { GroupChecklist } from './GroupChecklist';
import {
  useAdminFiltersQuery,
  useMainGroupsQuery,
  useMapFilterGroupsMutation,
  useSubGroupsQuery,
} from './menusAdminApi';

type Level = 'main' | 'sub';

/** The ticks of one filter; keyed by filter so choosing another starts from its saved groups. */
function FilterGroupsForm({ filter, level }: { filter: AdminFilter; level: Level }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const mains = useMainGroupsQuery();
  const subs = useSubGroupsQuery(undefined, { skip: level === 'main' });
  const [chosen, setChosen] = useState<number[]>(
    level === 'main' ? filter.main_group_ids : filter.sub_group_ids,
  );
  const [map, { isLoading }] = useMapFilterGroupsMutation();
  const groups = (level === 'main' ? mains.data : subs.data) ?? [];
  const mainName = (id: number | null) => mains.data?.find((group) => group._id === id)?.name ?? '';

  const save = async () => {
    const body = level === 'main' ? { mainGroupIds: chosen } : { subGroupIds: chosen };
    try {
      const answer = await map({ id: filter._id, body }).unwrap();
      feedback.succeeded(answer.message ?? t('menus.common.saved'));
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <FormLayout
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      actions={
        <Button type="submit" variant="primary" loading={isLoading}>
          {isLoading ? t('menus.common.saving') : t('menus.common.save')}
        </Button>
      }
    >
      {groups.length === 0 && !mains.isFetching && (
        <StatusLine>{t('menus.filterGroups.noGroups')}</StatusLine>
      )}
      <GroupChecklist
        legend={level === 'main' ? t('menus.filterGroups.mainGroups') : t('menus.filterGroups.subGroups')}
        groups={groups}
        chosen={chosen}
        onChange={setChosen}
        prefix={level === 'sub' ? (group) => mainName(group.main_group_id) : undefined}
      />
    </FormLayout>
  );
}

/** map-multiFilter/{id} (main groups) and map-sub-filter?id= (sub groups): where a filter is shown. */
export function FilterGroupsPage({ level }: { level: Level }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const chosenId = level === 'main' ? params.id : (search.get('id') ?? undefined);
  const list = useAdminFiltersQuery();
  const filters = list.data?.rows ?? [];
  const filter = filters.find((row) => String(row._id) === chosenId);

  const choose = (id: string) => {
    if (level === 'main')
      void navigate(localize(id ? `/Admin/map-multiFilter/${id}` : '/Admin/map-multiFilter'));
    else setSearch(id ? { id } : {});
  };

  return (
    <Page
      title={level === 'main' ? t('menus.filterGroups.mainTitle') : t('menus.filterGroups.subTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={level === 'main' ? t('menus.filterGroups.mainIntro') : t('menus.filterGroups.subIntro')}
    >
      <Panel>
        <Select
          label={t('menus.filterGroups.filter')}
          placeholder={t('menus.filterGroups.choose')}
          options={filters.map((row) => ({
            value: String(row._id),
            label: `${t(`listing.groups.${row.kind}`)} · ${row.title}`,
          }))}
          value={filter ? String(filter._id) : ''}
          onChange={(event) => choose(event.target.value)}
        />
        {list.isError && <StatusLine>{t('menus.common.loadFailed')}</StatusLine>}
      </Panel>
      {filter && (
        <Panel title={filter.title}>
          <FilterGroupsForm key={`${level}-${filter._id}`} filter={filter} level={level} />
        </Panel>
      )}
    </Page>
  );
}

export function MapMainFilterPage() {
  return <FilterGroupsPage level="main" />;
}

export function MapSubFilterPage() {
  return <FilterGroupsPage level="sub" />;
}
