import { REGISTRATION_FIELDS } from '@atelier/contracts/common';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import {
  PasswordInputField,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../shared/forms/Fields';
import { ResultPanel } from '../../shared/forms/ResultPanel';
import { useForm } from '../../shared/forms/useForm';
import { loginModalOpened } from '../../app/auth/authSlice';
import { EMPTY_REGISTRATION, toRegistrationBody } from './registrationForm';
import {
  selectRegistrationErrors,
  selectRegistrationMessage,
  selectRegistrationStatus,
} from './registrationSelectors';
import { registrationOpened, registrationSubmitted } from './registrationSlice';
import { useCurrencyChoices } from './currenciesApi';
import { DataLayerGate } from '../../app/DataLayerGate';

function RegistrationForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRegistrationStatus);
  const serverErrors = useAppSelector(selectRegistrationErrors);
  const { options: currencyOptions, defaultCurrency } = useCurrencyChoices();
  const ids = useId();

  const form = useForm({
    spec: REGISTRATION_FIELDS,
    initial: EMPTY_REGISTRATION,
    serverErrors,
    onValid: (values) => {
      if (status !== 'pending') dispatch(registrationSubmitted(toRegistrationBody(values)));
    },
  });
  const { setValue } = form;
  const currency = form.values.currency;

  // The tenant's default currency is chosen for the user once the list arrives.
  useEffect(() => {
    if (currency === '' && defaultCurrency) setValue('currency', defaultCurrency);
  }, [currency, defaultCurrency, setValue]);

  const label = (key: keyof typeof EMPTY_REGISTRATION) => t(`accounts.labels.${key}`);

  return (
    <form ref={form.formRef} className="account-card" noValidate onSubmit={form.handleSubmit}>
      <RequiredNote />
      <fieldset className="form-section" aria-labelledby={`${ids}-company`}>
        <legend className="form-section__legend" id={`${ids}-company`}>
          {t('accounts.registration.company')}
        </legend>
        <div className="form-grid">
          <TextField
            form={form}
            name="companyName"
            label={label('companyName')}
            autoComplete="organization"
            wide
          />
          <TextField
            form={form}
            name="companyPhone"
            label={label('companyPhone')}
            type="tel"
            autoComplete="tel"
          />
          <TextField form={form} name="mobile" label={label('mobile')} type="tel" autoComplete="mobile tel" />
          <TextField
            form={form}
            name="website"
            label={label('website')}
            hint={t('accounts.registration.websiteHint')}
            inputMode="url"
            autoComplete="url"
          />
          <TextField form={form} name="vatNumber" label={label('vatNumber')} />
          <SelectField
            form={form}
            name="currency"
            label={label('currency')}
            options={currencyOptions}
            placeholder={t('accounts.form.chooseCurrency')}
          />
        </div>
      </fieldset>

      <fieldset className="form-section" aria-labelledby={`${ids}-address`}>
        <legend className="form-section__legend" id={`${ids}-address`}>
          {t('accounts.registration.address')}
        </legend>
        <div className="form-grid">
          <TextField
            form={form}
            name="addressLine1"
            label={label('addressLine1')}
            autoComplete="address-line1"
          />
          <TextField
            form={form}
            name="addressLine2"
            label={label('addressLine2')}
            autoComplete="address-line2"
          />
          <TextField form={form} name="city" label={label('city')} autoComplete="address-level2" />
          <TextField form={form} name="county" label={label('county')} autoComplete="address-level1" />
          <TextField form={form} name="postCode" label={label('postCode')} autoComplete="postal-code" />
          <TextField form={form} name="country" label={label('country')} autoComplete="country-name" />
        </div>
      </fieldset>

      <fieldset className="form-section" aria-labelledby={`${ids}-contact`}>
        <legend className="form-section__legend" id={`${ids}-contact`}>
          {t('accounts.registration.contact')}
        </legend>
        <div className="form-grid">
          <TextField form={form} name="contactName" label={label('contactName')} autoComplete="name" />
          <TextField
            form={form}
            name="email"
            label={label('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <PasswordInputField
            form={form}
            name="password"
            label={label('password')}
            hint={t('accounts.form.passwordHint')}
          />
          <PasswordInputField form={form} name="confirmPassword" label={label('confirmPassword')} />
        </div>
      </fieldset>

      <fieldset className="form-section" aria-labelledby={`${ids}-more`}>
        <legend className="form-section__legend" id={`${ids}-more`}>
          {t('accounts.registration.more')}
        </legend>
        <div className="form-grid">
          <TextAreaField
            form={form}
            name="references"
            label={label('references')}
            hint={t('accounts.registration.referencesHint')}
          />
          <TextAreaField form={form} name="comments" label={label('comments')} />
        </div>
      </fieldset>

      <div className="form-footer">
        <p className="form-footer__aside">
          {t('accounts.registration.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(loginModalOpened({ redirectTo: null }))}
          >
            {t('accounts.form.login')}
          </button>
        </p>
        <SubmitButton
          pending={status === 'pending'}
          label={t('accounts.registration.submit')}
          pendingLabel={t('accounts.registration.submitting')}
        />
      </div>
    </form>
  );
}

/** /user-registration (spec §3 Registration, §5 rules): reached from the login modal's new-user link. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const status = useAppSelector(selectRegistrationStatus);
  const message = useAppSelector(selectRegistrationMessage);

  useEffect(() => {
    dispatch(registrationOpened());
  }, [dispatch]);

  return (
    <div className="container account-page">
      <title>{`${t('accounts.registration.title')} | ${t('brand.name')}`}</title>
      <div className="account-page__inner">
        {status === 'succeeded' ? (
          <ResultPanel tone="success" title={t('accounts.registration.doneTitle')} text={message}>
            <Link className="button button--outline" to={localize('/')}>
              {t('accounts.form.backHome')}
            </Link>
          </ResultPanel>
        ) : (
          <>
            <p className="account-page__eyebrow">{t('accounts.registration.eyebrow')}</p>
            <h1 className="account-page__title">{t('accounts.registration.title')}</h1>
            <p className="account-page__intro">{t('accounts.registration.intro')}</p>
            <DataLayerGate>
              <RegistrationForm />
            </DataLayerGate>
          </>
        )}
      </div>
    </div>
  );
}
