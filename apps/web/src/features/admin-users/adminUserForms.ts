import {
  EMAIL_FIELD,
  NEW_USER_FIELDS,
  optional,
  PASSWORD_CONFIRMATION_FIELD,
  PERSON_NAME_FIELD,
  STRONG_PASSWORD_FIELD,
  type FieldSpec,
} from '@atelier/contracts/common';
import type { AdminUserView } from '@atelier/contracts/identity';
import type { AdminRole, AdminUserUpdateBody, NewAdminUserBody } from '../../api/accounts';
import type { FormValues } from '../../shared/forms/formMessages';

export const ADMIN_ROLE_VALUES: readonly AdminRole[] = ['admin', 'super-admin'];

/** The role of an admin user: one of the back-office roles (the server's oneOf). */
export const ROLE_FIELD: FieldSpec = {
  required: true,
  type: 'text',
  rules: [{ rule: 'oneOf', values: ADMIN_ROLE_VALUES }],
};

/** admin-management (add): a new user's fields, shared with add-customer-users, plus the role. */
export const ADMIN_CREATE_FIELDS = { ...NEW_USER_FIELDS, role: ROLE_FIELD };

/** admin-management (edit): the same rules; the password only when it is being changed. */
export const ADMIN_EDIT_FIELDS = {
  firstName: PERSON_NAME_FIELD,
  lastName: optional(PERSON_NAME_FIELD),
  email: EMAIL_FIELD,
  password: optional(STRONG_PASSWORD_FIELD),
  confirmPassword: optional(PASSWORD_CONFIRMATION_FIELD),
  role: ROLE_FIELD,
};

export type AdminCreateField = keyof typeof ADMIN_CREATE_FIELDS;
export type AdminEditField = keyof typeof ADMIN_EDIT_FIELDS;

function isAdminRole(value: unknown): value is AdminRole {
  return value === 'admin' || value === 'super-admin';
}

export function toNewAdminBody(
  values: FormValues<AdminCreateField>,
  permissions: string[],
): NewAdminUserBody {
  const lastName = String(values.lastName).trim();
  return {
    firstName: String(values.firstName).trim(),
    ...(lastName ? { lastName } : {}),
    email: String(values.email).trim(),
    password: String(values.password),
    confirmPassword: String(values.confirmPassword),
    role: isAdminRole(values.role) ? values.role : 'admin',
    // Super-admins hold every permission whatever is stored.
    permissions: values.role === 'super-admin' ? [] : permissions,
  };
}

export function adminEditValues(user: AdminUserView): FormValues<AdminEditField> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
    confirmPassword: '',
    role: user.role,
  };
}

/** Only what changed (nobody may change their own email, password or role here: the server refuses). */
export function toAdminUpdate(values: FormValues<AdminEditField>, user: AdminUserView): AdminUserUpdateBody {
  const body: AdminUserUpdateBody = {};
  const firstName = String(values.firstName).trim();
  const lastName = String(values.lastName).trim();
  const email = String(values.email).trim();
  if (firstName !== user.firstName) body.firstName = firstName;
  if (lastName !== user.lastName) body.lastName = lastName;
  if (email.toLowerCase() !== user.email.toLowerCase()) body.email = email;
  if (isAdminRole(values.role) && values.role !== String(user.role)) body.role = values.role;
  const password = String(values.password);
  if (password !== '') {
    body.password = password;
    body.confirmPassword = String(values.confirmPassword);
  }
  return body;
}
