import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FieldError, FieldLabel } from '../../shared/ui/FormField';
import { useValidationMessage } from '../../shared/ui/useValidationMessage';
import { hasErrors, MAX_INPUT_LENGTH, type ValidationErrors } from '../../shared/validation';
import { selectNewsletterMessage, selectNewsletterStatus, selectNewsletterTone } from './newsletterSelectors';
import { newsletterSubmitted } from './newsletterSlice';
import { validateNewsletter, type NewsletterField, type NewsletterValues } from './newsletterValidation';

const EMPTY: NewsletterValues = { name: '', email: '' };

/** Footer newsletter sign-up: spec §5 rules on the client, the call in the newsletter saga. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const validationMessage = useValidationMessage();
  const status = useAppSelector(selectNewsletterStatus);
  const message = useAppSelector(selectNewsletterMessage);
  const tone = useAppSelector(selectNewsletterTone);
  const [values, setValues] = useState<NewsletterValues>(EMPTY);
  const [errors, setErrors] = useState<ValidationErrors<NewsletterField>>({});
  const [submitted, setSubmitted] = useState(false);
  const baseId = useId();
  const titleId = `${baseId}-title`;

  useEffect(() => {
    if (status === 'succeeded') {
      setValues(EMPTY);
      setSubmitted(false);
      setErrors({});
    }
  }, [status]);

  const update = (field: NewsletterField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateNewsletter(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateNewsletter(values);
    setErrors(found);
    if (hasErrors(found) || status === 'submitting') return;
    dispatch(newsletterSubmitted(values));
  };

  const field = (name: NewsletterField, type: 'text' | 'email', autoComplete: string) => {
    const id = `${baseId}-${name}`;
    const issue = errors[name];
    return (
      <div className="field">
        <FieldLabel htmlFor={id} required>
          {t(`newsletter.${name}`)}
        </FieldLabel>
        <input
          id={id}
          name={name}
          type={type}
          className="input"
          autoComplete={autoComplete}
          maxLength={MAX_INPUT_LENGTH}
          value={values[name]}
          onChange={update(name)}
          aria-required="true"
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-error` : undefined}
        />
        {issue && <FieldError id={`${id}-error`}>{validationMessage(name, issue)}</FieldError>}
      </div>
    );
  };

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <h2 className="footer__heading" id={titleId}>
        {t('newsletter.title')}
      </h2>
      <p className="newsletter__intro">{t('newsletter.intro')}</p>
      <form className="form newsletter__form" noValidate onSubmit={onSubmit}>
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        <button
          type="submit"
          className="button button--primary"
          aria-busy={status === 'submitting' || undefined}
        >
          {status === 'submitting' ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </form>
      <p className={`newsletter__message${tone ? ` newsletter__message--${tone}` : ''}`} role="status">
        {tone ? (message ?? t('errors.generic')) : ''}
      </p>
    </section>
  );
}
