import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { FieldError, FieldLabel } from '../../shared/ui/FormField';
import { useValidationMessage } from '../../shared/ui/useValidationMessage';
import { hasErrors, MAX_INPUT_LENGTH, type ValidationErrors } from '../../shared/validation';
import { selectLoginError, selectLoginPending } from '../../app/auth/authSelectors';
import { loginRequested, type LoginMode } from '../../app/auth/authSlice';
import { validateLogin, type LoginField, type LoginValues } from './loginValidation';
import { PasswordField } from './PasswordField';

export interface LoginFormProps {
  mode: LoginMode;
  /** Called when a link inside the form leaves it (register, forgot password). */
  onLeave?: () => void;
}

/** Email and password with client-side rules; the login itself runs in the auth saga. */
export function LoginForm({ mode, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const message = useValidationMessage();
  const pending = useAppSelector(selectLoginPending);
  const serverError = useAppSelector(selectLoginError);

  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<ValidationErrors<LoginField>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const baseId = useId();
  const emailId = `${baseId}-email`;
  const passwordId = `${baseId}-password`;
  const serverErrorId = `${baseId}-server-error`;

  const update = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (pending) return;
    dispatch(loginRequested({ email: values.email.trim(), password: values.password, mode }));
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <FieldLabel htmlFor={emailId} required>
          {t('login.email')}
        </FieldLabel>
        <input
          id={emailId}
          name="email"
          type="email"
          className="input"
          inputMode="email"
          autoComplete="username"
          maxLength={MAX_INPUT_LENGTH}
          value={values.email}
          onChange={update('email')}
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          data-autofocus
        />
        {errors.email && <FieldError id={`${emailId}-error`}>{message('email', errors.email)}</FieldError>}
      </div>

      <PasswordField
        id={passwordId}
        label={t('login.password')}
        value={values.password}
        error={errors.password ? message('password', errors.password) : null}
        autoComplete="current-password"
        onChange={update('password')}
      />

      {mode === 'storefront' && (
        <p className="form__aside">
          <Link to={localize('/forgot-password')} onClick={onLeave}>
            {t('login.forgotPassword')}
          </Link>
        </p>
      )}

      {serverError && (
        <p className="form__error" id={serverErrorId} role="alert">
          {serverError}
        </p>
      )}

      <button type="submit" className="button button--primary button--block" aria-busy={pending || undefined}>
        {t('login.submit')}
      </button>
    </form>
  );
}
