import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountFieldName } from '../../i18n/accounts/en';
import { FieldLabel } from '../ui/FormField';
import type { FormController } from './useForm';
import './forms.css';

interface FieldBaseProps<F extends AccountFieldName> {
  form: FormController<F>;
  name: F;
  label: string;
  hint?: string;
  /** Spans both columns of a `.form-grid`. */
  wide?: boolean;
}

interface ControlProps {
  id: string;
  name: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onBlur: () => void;
}

/** Label (with the red asterisk of a required field), control, hint and the field's messages. */
function FieldShell<F extends AccountFieldName>({
  form,
  name,
  label,
  hint,
  wide,
  inline = false,
  children,
}: FieldBaseProps<F> & { inline?: boolean; children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messages = form.messagesOf(name);
  const required = form.required(name);
  const described = [hint ? hintId : null, messages.length > 0 ? errorId : null].filter(Boolean).join(' ');
  const control = children({
    id,
    name,
    'aria-required': required || undefined,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': described || undefined,
    onBlur: () => form.touch(name),
  });

  return (
    <div className={`field${wide ? ' field--wide' : ''}${inline ? ' field--inline' : ''}`}>
      {inline ? (
        <div className="field__check">
          {control}
          <FieldLabel htmlFor={id} required={required}>
            {label}
          </FieldLabel>
        </div>
      ) : (
        <>
          <FieldLabel htmlFor={id} required={required}>
            {label}
          </FieldLabel>
          {control}
        </>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {messages.length > 0 && (
        <div id={errorId} className="field__errors">
          {messages.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

function textOf(value: string | boolean): string {
  return typeof value === 'string' ? value : '';
}

export interface TextFieldProps<F extends AccountFieldName> extends FieldBaseProps<F> {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'decimal' | 'numeric';
  placeholder?: string;
}

export function TextField<F extends AccountFieldName>({
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ...base
}: TextFieldProps<F>) {
  const { form, name } = base;
  return (
    <FieldShell {...base}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          value={textOf(form.values[name])}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField<F extends AccountFieldName>({
  rows = 3,
  ...base
}: FieldBaseProps<F> & { rows?: number }) {
  const { form, name } = base;
  return (
    <FieldShell {...base}>
      {(control) => (
        <textarea
          {...control}
          className="input textarea"
          rows={rows}
          value={textOf(form.values[name])}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField<F extends AccountFieldName>({
  options,
  placeholder,
  ...base
}: FieldBaseProps<F> & { options: readonly SelectOption[]; placeholder?: string }) {
  const { form, name } = base;
  return (
    <FieldShell {...base}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={textOf(form.values[name])}
          onChange={(event) => form.setValue(name, event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField<F extends AccountFieldName>(props: FieldBaseProps<F>) {
  const { form, name } = props;
  return (
    <FieldShell {...props} inline>
      {(control) => (
        <input
          {...control}
          className="checkbox"
          type="checkbox"
          checked={form.values[name] === true}
          onChange={(event) => {
            form.setValue(name, event.target.checked);
            form.touch(name);
          }}
        />
      )}
    </FieldShell>
  );
}

/** A password input with a Show/Hide toggle (the toggle's name never contains the field's label). */
export function PasswordInputField<F extends AccountFieldName>({
  autoComplete = 'new-password',
  ...base
}: FieldBaseProps<F> & { autoComplete?: string }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const { form, name } = base;
  return (
    <FieldShell {...base}>
      {(control) => (
        <div className="field__control field__control--with-action">
          <input
            {...control}
            className="input"
            type={revealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={textOf(form.values[name])}
            onChange={(event) => form.setValue(name, event.target.value)}
          />
          <button
            type="button"
            className="field__action"
            aria-controls={control.id}
            aria-pressed={revealed}
            onClick={() => setRevealed((current) => !current)}
          >
            {revealed ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** "Fields marked * are required." above a form. */
export function RequiredNote() {
  const { t } = useTranslation();
  return (
    <p className="form-note">
      <span className="required-mark" aria-hidden="true">
        *
      </span>{' '}
      {t('accounts.form.requiredNote')}
    </p>
  );
}

/** A submit button that says it is busy while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  block = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={`button button--primary${block ? ' button--block' : ''}`}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
