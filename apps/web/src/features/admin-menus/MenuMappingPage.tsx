import type { AdminGroup, AdminMenuNode } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { FieldGrid, FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { flattenMenu } from './menuTree';
import {
  useMainGroupsQuery,
  useMapMenuGroupsMutation,
  useMenuTreeQuery,
  useSubGroupsQuery,
} from './menusAdminApi';

type Variant = 'both' | 'main' | 'sub';

const byPath = (groups: readonly AdminGroup[], path: string | null) =>
  groups.find((group) => group.url_path === path);

/** The groups one entry lists; keyed by entry so choosing another starts from its saved mapping. */
function MappingForm({
  node,
  mains,
  subs,
}: {
  node: AdminMenuNode;
  mains: AdminGroup[];
  subs: AdminGroup[];
}) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [mainId, setMainId] = useState(String(byPath(mains, node.category)?._id ?? ''));
  const [subId, setSubId] = useState(String(byPath(subs, node.sub_group)?._id ?? ''));
  const [map, { isLoading }] = useMapMenuGroupsMutation();
  const subOptions = subs.filter((group) => String(group.main_group_id) === mainId);

  const save = async () => {
    try {
      const answer = await map({
        id: node._id,
        body: { mainGroupId: mainId ? Number(mainId) : null, subGroupId: subId ? Number(subId) : null },
      }).unwrap();
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
      <FieldGrid>
        <Select
          label={t('menus.mapping.mainGroup')}
          options={[
            { value: '', label: t('menus.common.none') },
            ...mains.map((group) => ({ value: String(group._id), label: group.name })),
          ]}
          value={mainId}
          onChange={(event) => {
            setMainId(event.target.value);
            setSubId('');
          }}
        />
        <Select
          label={t('menus.mapping.subGroup')}
          options={[
            { value: '', label: t('menus.common.none') },
            ...subOptions.map((group) => ({ value: String(group._id), label: group.name })),
          ]}
          value={subId}
          disabled={mainId === ''}
          onChange={(event) => setSubId(event.target.value)}
        />
      </FieldGrid>
    </FormLayout>
  );
}

/** page2-map/{id}, map-group-to-submenu2 and map-subgroup-to-submenu2: what a submenu entry lists. */
export function MenuMappingPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const tree = useMenuTreeQuery();
  const mains = useMainGroupsQuery();
  const subs = useSubGroupsQuery();
  // Top items only open the menu; their submenus and entries list designs.
  const entries = flattenMenu(tree.data ?? []).filter((entry) => entry.depth > 0);
  const chosenId = search.get('id') ?? params.id ?? '';
  const chosen = entries.find((entry) => entry.node._id === chosenId);
  const title =
    variant === 'main'
      ? t('menus.mapping.groupTitle')
      : variant === 'sub'
        ? t('menus.mapping.subgroupTitle')
        : t('menus.mapping.title');

  return (
    <Page title={title} titleSuffix={t('meta.adminTitle')} intro={t('menus.mapping.intro')}>
      <Panel>
        <Select
          label={t('menus.mapping.entry')}
          placeholder={t('menus.mapping.choose')}
          options={entries.map((entry) => ({ value: entry.node._id, label: entry.path }))}
          value={chosen ? chosen.node._id : ''}
          onChange={(event) => setSearch(event.target.value ? { id: event.target.value } : {})}
        />
        {(tree.isError || mains.isError || subs.isError) && (
          <StatusLine>{t('menus.common.loadFailed')}</StatusLine>
        )}
      </Panel>
      {chosen && mains.data && subs.data && (
        <Panel title={chosen.path}>
          <MappingForm key={chosen.node._id} node={chosen.node} mains={mains.data} subs={subs.data} />
        </Panel>
      )}
    </Page>
  );
}

export function Page2MapPage() {
  return <MenuMappingPage variant="both" />;
}

export function MapGroupToSubmenuPage() {
  return <MenuMappingPage variant="main" />;
}

export function MapSubgroupToSubmenuPage() {
  return <MenuMappingPage variant="sub" />;
}
