import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../ui/Field';
import { useShadesQuery } from './imagesAdminApi';

/** "Every shade" (value '') and each shade by name. */
export function useShadeOptions(): SelectOption[] {
  const { t } = useTranslation();
  const shades = useShadesQuery();
  return useMemo(
    () => [
      { value: '', label: t('catalogueAdmin.common.allShades') },
      ...(shades.data ?? []).map((shade) => ({ value: String(shade._id), label: shade.name })),
    ],
    [shades.data, t],
  );
}

/** A Select's value as the API's shade: '' is every shade (null). */
export const toShadeId = (value: string): number | null => (value === '' ? null : Number(value));
