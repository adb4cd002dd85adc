import { checkEmail, checkPersonName, collectErrors, type ValidationErrors } from '../../shared/validation';

export type NewsletterField = 'name' | 'email';

export interface NewsletterValues {
  name: string;
  email: string;
}

/** Spec §5: name required, letters and spaces only, no single quotes, max 255; email required, valid, max 255. */
export function validateNewsletter(values: NewsletterValues): ValidationErrors<NewsletterField> {
  return collectErrors<NewsletterField>({
    name: checkPersonName(values.name),
    email: checkEmail(values.email),
  });
}
