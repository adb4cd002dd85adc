import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_INPUT_LENGTH } from '../../shared/validation';
import { FieldError, FieldLabel } from '../../shared/ui/FormField';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  autoComplete: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Password input with a Show/Hide toggle (the toggle's own name never contains the field's label). */
export function PasswordField({ id, label, value, error, autoComplete, onChange }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <div className="field__control field__control--with-action">
        <input
          id={id}
          name="password"
          type={revealed ? 'text' : 'password'}
          className="input"
          autoComplete={autoComplete}
          maxLength={MAX_INPUT_LENGTH}
          value={value}
          onChange={onChange}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="field__action"
          aria-controls={id}
          onClick={() => setRevealed((current) => !current)}
        >
          {revealed ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
