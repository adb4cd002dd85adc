import { REGISTRATION_FIELDS } from '@atelier/contracts/common';
import type { RegistrationBody } from '../../api/accounts';
import type { FormValues } from '../../shared/forms/formMessages';

export type RegistrationField = keyof typeof REGISTRATION_FIELDS;

export const EMPTY_REGISTRATION: FormValues<RegistrationField> = {
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  county: '',
  postCode: '',
  country: '',
  currency: '',
  companyPhone: '',
  website: '',
  mobile: '',
  vatNumber: '',
  references: '',
  comments: '',
  contactName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

function text(values: FormValues<RegistrationField>, field: RegistrationField): string {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
}

function optional(values: FormValues<RegistrationField>, field: RegistrationField): string | undefined {
  return text(values, field) || undefined;
}

/** The request body: text trimmed, passwords as typed, empty optional fields left out. */
export function toRegistrationBody(values: FormValues<RegistrationField>): RegistrationBody {
  return {
    companyName: text(values, 'companyName'),
    addressLine1: text(values, 'addressLine1'),
    addressLine2: optional(values, 'addressLine2'),
    city: text(values, 'city'),
    county: optional(values, 'county'),
    postCode: text(values, 'postCode'),
    country: text(values, 'country'),
    currency: text(values, 'currency'),
    companyPhone: text(values, 'companyPhone'),
    website: optional(values, 'website'),
    mobile: optional(values, 'mobile'),
    vatNumber: optional(values, 'vatNumber'),
    references: optional(values, 'references'),
    comments: optional(values, 'comments'),
    contactName: text(values, 'contactName'),
    email: text(values, 'email'),
    password: String(values.password),
    confirmPassword: String(values.confirmPassword),
  };
}
