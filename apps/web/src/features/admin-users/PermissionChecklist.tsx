import type { AdminPermission } from '@atelier/contracts/identity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The permission catalogue as checkboxes; a super-admin's are all on and fixed. */
export function PermissionChecklist({
  catalogue,
  selected,
  superAdmin,
  errors,
  onChange,
}: {
  catalogue: readonly AdminPermission[];
  selected: readonly string[];
  superAdmin: boolean;
  errors: readonly string[];
  onChange: (permissions: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="form-section" aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}>
      <legend className="form-section__legend">{t('accounts.labels.permissions')}</legend>
      {superAdmin && <p className="field__hint">{t('accounts.admin.users.superAdminNote')}</p>}
      <ul className="check-list">
        {catalogue.map((permission) => {
          const checked = superAdmin || selected.includes(permission.key);
          return (
            <li key={permission.key}>
              <label className="check-list__item">
                <input
                  type="checkbox"
                  name="permissions"
                  value={permission.key}
                  checked={checked}
                  disabled={superAdmin}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, permission.key]
                        : selected.filter((key) => key !== permission.key),
                    )
                  }
                />
                <span>{permission.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {errors.length > 0 && (
        <div className="field__errors" id={`${id}-errors`}>
          {errors.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
    </fieldset>
  );
}
