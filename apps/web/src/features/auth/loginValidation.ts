import { checkEmail, checkPassword, collectErrors, type ValidationErrors } from '../../shared/validation';

export type LoginField = 'email' | 'password';

export interface LoginValues {
  email: string;
  password: string;
}

/** Spec §5: email required, valid, max 255; password required, max 255. */
export function validateLogin(values: LoginValues): ValidationErrors<LoginField> {
  return collectErrors<LoginField>({
    email: checkEmail(values.email),
    password: checkPassword(values.password),
  });
}
