import {
  APPROVAL_FIELDS,
  MARKUP_FIELDS,
  optional,
  REGISTRATION_FIELDS,
  type FieldSpec,
} from '@atelier/contracts/common';
import type { CustomerDetail } from '@atelier/contracts/identity';
import type { CustomerUpdateBody } from '../../api/accounts';
import type { FormValues } from '../../shared/forms/formMessages';

/**
 * PUT /customers/{id}: the registration's fields (same shared rules) plus markup, VAT flag and, once
 * approved, the account number.
 */
export const CUSTOMER_EDIT_FIELDS = {
  companyName: REGISTRATION_FIELDS.companyName,
  contactName: REGISTRATION_FIELDS.contactName,
  companyPhone: REGISTRATION_FIELDS.companyPhone,
  mobile: REGISTRATION_FIELDS.mobile,
  website: REGISTRATION_FIELDS.website,
  vatNumber: REGISTRATION_FIELDS.vatNumber,
  currency: REGISTRATION_FIELDS.currency,
  addressLine1: REGISTRATION_FIELDS.addressLine1,
  addressLine2: REGISTRATION_FIELDS.addressLine2,
  city: REGISTRATION_FIELDS.city,
  county: REGISTRATION_FIELDS.county,
  postCode: REGISTRATION_FIELDS.postCode,
  country: REGISTRATION_FIELDS.country,
  references: REGISTRATION_FIELDS.references,
  comments: REGISTRATION_FIELDS.comments,
  markup: MARKUP_FIELDS.markup,
  isVatApplicable: APPROVAL_FIELDS.isVatApplicable,
  acNo: APPROVAL_FIELDS.acNo,
};

export type CustomerEditField = keyof typeof CUSTOMER_EDIT_FIELDS;

const TEXT_FIELDS = [
  'companyName',
  'contactName',
  'companyPhone',
  'mobile',
  'website',
  'vatNumber',
  'currency',
  'addressLine1',
  'addressLine2',
  'city',
  'county',
  'postCode',
  'country',
  'references',
  'comments',
] as const satisfies readonly CustomerEditField[];

/**
 * The server takes any subset (all optional). A registration field that holds a value stays required
 * here, so it cannot be blanked by accident; one that is empty (customers made before registration
 * existed, such as the ERP's) may stay empty, so the rest of the record can still be saved.
 */
export function customerEditSpec(
  initial: FormValues<CustomerEditField>,
): Record<CustomerEditField, FieldSpec> {
  const spec = { ...CUSTOMER_EDIT_FIELDS } as Record<CustomerEditField, FieldSpec>;
  for (const field of TEXT_FIELDS) {
    if (String(initial[field]).trim() === '') spec[field] = optional(spec[field]);
  }
  return spec;
}

export function customerEditValues(customer: CustomerDetail): FormValues<CustomerEditField> {
  const address = customer.address;
  return {
    companyName: customer.company,
    contactName: customer.contactName,
    companyPhone: customer.companyPhone ?? '',
    mobile: customer.mobile ?? '',
    website: customer.website ?? '',
    vatNumber: customer.vatNumber ?? '',
    currency: customer.currency ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    county: address?.county ?? '',
    postCode: address?.postCode ?? '',
    country: address?.country ?? '',
    references: customer.references ?? '',
    comments: customer.comments ?? '',
    markup: String(customer.markup),
    isVatApplicable: customer.isVatApplicable,
    acNo: customer.acNo ?? '',
  };
}

/**
 * What changed (an emptied optional field is sent empty: it clears), with the markup and VAT flag;
 * the account number only once approved.
 */
export function toCustomerUpdate(
  values: FormValues<CustomerEditField>,
  initial: FormValues<CustomerEditField>,
  approved: boolean,
  markup: number,
): CustomerUpdateBody {
  const body: CustomerUpdateBody = { markup, isVatApplicable: values.isVatApplicable === true };
  for (const field of TEXT_FIELDS) {
    const value = String(values[field]).trim();
    if (value !== String(initial[field]).trim()) body[field] = value;
  }
  const acNo = String(values.acNo).trim();
  if (approved && acNo !== '' && acNo !== String(initial.acNo).trim()) body.acNo = acNo;
  return body;
}
