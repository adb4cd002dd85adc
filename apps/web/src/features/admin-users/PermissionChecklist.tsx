import type { AdminPermission } from '@atelier/contracts/identity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/Field';

/** The permission catalogue as checkboxes; a super-admin's are all on and fixed. */
export function PermissionChecklist({
  catalogue,
  selected,
  superAdmin,
  error,
  onChange,
}: {
  catalogue: readonly AdminPermission[];
  selected: readonly string[];
  superAdmin: boolean;
  error?: string;
  onChange: (permissions: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <legend>{t('accounts.labels.permissions')}</legend>
      {superAdmin && <p>{t('accounts.admin.users.superAdminNote')}</p>}
      {catalogue.map((permission) => (
        <Checkbox
          key={permission.key}
          label={permission.label}
          name="permissions"
          value={permission.key}
          checked={superAdmin || selected.includes(permission.key)}
          disabled={superAdmin}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...selected, permission.key]
                : selected.filter((key) => key !== permission.key),
            )
          }
        />
      ))}
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
