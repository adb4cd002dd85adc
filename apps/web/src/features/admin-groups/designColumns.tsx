import type { MappedDesignRow } from '@atelier/contracts/catalogue';
import type { TFunction } from 'i18next';
import { Badge } from '../../ui/Badge';
import type { Column } from '../../ui/Table';

/** The columns every design list of these screens shows: number, name and whether it is retired. */
export function designColumns(t: TFunction): Column<MappedDesignRow>[] {
  return [
    { id: 'design', header: t('catalogueAdmin.common.design'), cell: (row) => row.design, hideable: false },
    { id: 'name', header: t('catalogueAdmin.common.name'), cell: (row) => row.name, wrap: true },
    {
      id: 'retired',
      header: t('catalogueAdmin.common.retired'),
      cell: (row) =>
        row.retired ? <Badge tone="warning">{t('catalogueAdmin.common.retired')}</Badge> : null,
    },
  ];
}
