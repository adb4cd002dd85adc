import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { StatusLine } from '../../ui/Page';
import { useDesignChoicesQuery } from './imagesAdminApi';

/** The chosen design, kept in the URL (`?design=<id>`) so a reload or a link opens the same one. */
export function useChosenDesign(): [string | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('design', id);
      return next;
    });
  return [params.get('design'), choose];
}

/** Finds a design by number or name (GET /admin/designs?search=) and picks one. */
export function DesignPicker({
  chosen,
  onChoose,
}: {
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const choices = useDesignChoicesQuery(search, { skip: search === '' && chosen !== null });
  const rows = choices.data?.rows ?? [];
  return (
    <div>
      <form
        role="search"
        aria-label={t('catalogueAdmin.common.designSearch')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <TextField
          label={t('catalogueAdmin.common.designSearch')}
          hint={t('catalogueAdmin.common.designSearchHint')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm">
          {t('catalogueAdmin.common.search')}
        </Button>
      </form>
      {choices.isFetching && <StatusLine>{t('catalogueAdmin.common.loading')}</StatusLine>}
      {choices.isError && <p role="alert">{t('catalogueAdmin.common.loadFailed')}</p>}
      {choices.isSuccess && !choices.isFetching && rows.length === 0 && (
        <StatusLine>{t('catalogueAdmin.common.noMatch')}</StatusLine>
      )}
      {rows.length > 0 && (
        <ul aria-label={t('catalogueAdmin.common.designSearch')}>
          {rows.map((row) => (
            <li key={row.id}>
              <Button
                variant={row.id === chosen ? 'primary' : 'ghost'}
                size="sm"
                aria-pressed={row.id === chosen}
                onClick={() => onChoose(row.id)}
              >
                {row.designNumber} · {row.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
