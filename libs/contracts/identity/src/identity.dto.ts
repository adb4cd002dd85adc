import {
  APPROVAL_FIELDS,
  BACK_OFFICE_ROLES,
  CHANGE_PASSWORD_FIELDS,
  Email,
  type FieldSpec,
  FORGOT_PASSWORD_FIELDS,
  FormField,
  MARKUP_FIELDS,
  MaxLen,
  NEW_USER_FIELDS,
  NoEmoji,
  NumberValue,
  optional,
  REGISTRATION_FIELDS,
  REJECTION_FIELDS,
  Required,
  RESET_PASSWORD_FIELDS,
  Slug,
  type Role,
  Text,
  Uuid,
  limitField,
  PAGE_FIELD,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import {
  ADMIN_PERMISSION_KEYS,
  type AdminPermissionKey,
  CUSTOMER_REMOVAL_MODES,
  type CustomerRemovalMode,
  CUSTOMER_STATUSES,
  type CustomerStatus,
  SETTABLE_USER_STATUSES,
} from './identity.types';

export class LoginDto {
  @ApiProperty({ example: 'buyer@demo.test', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @Email()
  email!: string;

  @ApiProperty({ example: 'Buyer#2026', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  password!: string;
}

export class GetMappedCustomersDto {
  @ApiProperty({ description: 'The logged-in user; only your own mapping can be read.' })
  @Required()
  @Text()
  @Uuid()
  userId!: string;
}

export class ListAdminPermissionsDto {
  @ApiProperty({ description: 'The admin user whose permissions are listed.' })
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class ResolveTenantDto {
  @Required()
  @Text()
  @MaxLen(63)
  @NoEmoji()
  slug!: string;
}

export class IsCustomerMappedDto {
  @Required()
  @Uuid()
  userId!: string;

  @Required()
  @Uuid()
  customerId!: string;
}

export class GetCustomerPricingDto {
  @Required()
  @Uuid()
  customerId!: string;
}

// ---------------------------------------------------------------------------------------------------
// Accounts. The field rules come from the shared definitions in @atelier/contracts/common
// (account-forms.ts), which the storefront runs too; these classes only add the OpenAPI description.
// ---------------------------------------------------------------------------------------------------

export class RegisterDto {
  @ApiProperty({ example: 'Lund Goldsmiths Ltd', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.companyName)
  companyName!: string;

  @ApiProperty({ example: '14 Hatton Garden', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.addressLine1)
  addressLine1!: string;

  @ApiPropertyOptional({ example: 'Second floor', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.addressLine2)
  addressLine2?: string;

  @ApiProperty({ example: 'London', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.city)
  city!: string;

  @ApiPropertyOptional({ example: 'Greater London', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.county)
  county?: string;

  @ApiProperty({ example: 'EC1N 8AT', maxLength: 20, description: 'Letters, digits, spaces and dashes.' })
  @FormField(REGISTRATION_FIELDS.postCode)
  postCode!: string;

  @ApiProperty({ example: 'United Kingdom', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.country)
  country!: string;

  @ApiProperty({ example: 'GBP', description: 'ISO 4217 code.' })
  @FormField(REGISTRATION_FIELDS.currency)
  currency!: string;

  @ApiProperty({ example: '+44 (0)20 7405 1234', maxLength: 30, description: 'Digits, spaces and + - ( ).' })
  @FormField(REGISTRATION_FIELDS.companyPhone)
  companyPhone!: string;

  @ApiPropertyOptional({ example: 'www.lundgoldsmiths.example', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.website)
  website?: string;

  @ApiPropertyOptional({ example: '07700 900123', maxLength: 30 })
  @FormField(REGISTRATION_FIELDS.mobile)
  mobile?: string;

  @ApiPropertyOptional({ example: 'GB123456789', maxLength: 30 })
  @FormField(REGISTRATION_FIELDS.vatNumber)
  vatNumber?: string;

  @ApiPropertyOptional({ example: 'Trade references on request', maxLength: 1000 })
  @FormField(REGISTRATION_FIELDS.references)
  references?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @FormField(REGISTRATION_FIELDS.comments)
  comments?: string;

  @ApiProperty({ example: 'Beatrice Lund', maxLength: 255, description: 'Letters and spaces only.' })
  @FormField(REGISTRATION_FIELDS.contactName)
  contactName!: string;

  @ApiProperty({ example: 'beatrice@lundgoldsmiths.example', maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.email)
  email!: string;

  @ApiProperty({
    example: 'Gold#2026',
    minLength: 6,
    maxLength: 100,
    description: 'Begins with a letter; a digit, a lowercase, an uppercase and one of @$!%*#?&^_-.',
  })
  @FormField(REGISTRATION_FIELDS.password)
  password!: string;

  @ApiProperty({ example: 'Gold#2026' })
  @FormField(REGISTRATION_FIELDS.confirmPassword)
  confirmPassword!: string;
}

export class EmailTokenDto {
  @ApiProperty({ description: 'The {id} of the emailed link.' })
  @FormField(RESET_PASSWORD_FIELDS.token)
  token!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'buyer@demo.test', maxLength: 255 })
  @FormField(FORGOT_PASSWORD_FIELDS.email)
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The {id} of the emailed /reset-password/{id} link.' })
  @FormField(RESET_PASSWORD_FIELDS.token)
  token!: string;

  @ApiProperty({ example: 'Gold#2027', minLength: 6, maxLength: 100 })
  @FormField(RESET_PASSWORD_FIELDS.password)
  password!: string;

  @ApiProperty({ example: 'Gold#2027' })
  @FormField(RESET_PASSWORD_FIELDS.confirmPassword)
  confirmPassword!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'Buyer#2026' })
  @FormField(CHANGE_PASSWORD_FIELDS.currentPassword)
  currentPassword!: string;

  @ApiProperty({ example: 'Buyer#2027', minLength: 6, maxLength: 100 })
  @FormField(CHANGE_PASSWORD_FIELDS.password)
  password!: string;

  @ApiProperty({ example: 'Buyer#2027' })
  @FormField(CHANGE_PASSWORD_FIELDS.confirmPassword)
  confirmPassword!: string;
}

export class UpdateMarkupDto {
  @ApiProperty({ example: 2.5, minimum: 1, maximum: 10, description: 'One decimal at most.' })
  // A JSON number: the shared form rules also take the browser form's text, the API does not.
  @NumberValue()
  @FormField(MARKUP_FIELDS.markup)
  markup!: number;
}

export class RefreshTokenDto {
  @ApiProperty({ description: 'The refreshToken from login or the last refresh.' })
  @FormField({ required: true, type: 'text', rules: [{ rule: 'maxLength', max: 200 }] })
  refreshToken!: string;
}

/** Internal: ends one session family (logout). */
export class RevokeSessionDto {
  @Required()
  @Uuid()
  familyId!: string;
}

// ---------------------------------------------------------------------------------------------------
// Back office.
// ---------------------------------------------------------------------------------------------------

const SEARCH_FIELD: FieldSpec = {
  type: 'text',
  rules: [{ rule: 'maxLength', max: 255 }, { rule: 'noEmoji' }],
};
const LIMIT_FIELD = limitField(200);

export class ListUsersDto {
  @ApiPropertyOptional({ description: 'Part of a name or email.' })
  @FormField(SEARCH_FIELD)
  search?: string;

  @ApiPropertyOptional({ default: 1 })
  @FormField(PAGE_FIELD)
  page?: number;

  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @FormField(LIMIT_FIELD)
  limit?: number;
}

export class ListCustomersDto extends ListUsersDto {
  @ApiPropertyOptional({ enum: CUSTOMER_STATUSES, description: 'Left out: every status.' })
  @FormField({ type: 'text', rules: [{ rule: 'oneOf', values: CUSTOMER_STATUSES }] })
  status?: CustomerStatus;
}

/** Internal: a message naming one record. */
export class IdDto {
  @Required()
  @Uuid()
  id!: string;
}

/** update-pending-user/{id}, manage-customer: every field optional, the registration's rules. */
export class UpdateCustomerDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(REGISTRATION_FIELDS.companyName))
  companyName?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(REGISTRATION_FIELDS.contactName))
  contactName?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(REGISTRATION_FIELDS.addressLine1))
  addressLine1?: string;

  @ApiPropertyOptional({ maxLength: 255, description: 'An empty string clears it.' })
  @FormField(REGISTRATION_FIELDS.addressLine2)
  addressLine2?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(REGISTRATION_FIELDS.city))
  city?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.county)
  county?: string;

  @ApiPropertyOptional({ maxLength: 20 })
  @FormField(optional(REGISTRATION_FIELDS.postCode))
  postCode?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(REGISTRATION_FIELDS.country))
  country?: string;

  @ApiPropertyOptional({ example: 'GBP' })
  @FormField(optional(REGISTRATION_FIELDS.currency))
  currency?: string;

  @ApiPropertyOptional({ maxLength: 30 })
  @FormField(optional(REGISTRATION_FIELDS.companyPhone))
  companyPhone?: string;

  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(REGISTRATION_FIELDS.website)
  website?: string;

  @ApiPropertyOptional({ maxLength: 30 })
  @FormField(REGISTRATION_FIELDS.mobile)
  mobile?: string;

  @ApiPropertyOptional({ maxLength: 30 })
  @FormField(REGISTRATION_FIELDS.vatNumber)
  vatNumber?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @FormField(REGISTRATION_FIELDS.references)
  references?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @FormField(REGISTRATION_FIELDS.comments)
  comments?: string;

  @ApiPropertyOptional({ example: 2.5 })
  @FormField(optional(APPROVAL_FIELDS.markup))
  markup?: number;

  @ApiPropertyOptional()
  @FormField(optional(APPROVAL_FIELDS.isVatApplicable))
  isVatApplicable?: boolean;

  @ApiPropertyOptional({ example: 'LND0042', description: 'Only for approved customers.' })
  @FormField(APPROVAL_FIELDS.acNo)
  acNo?: string;

  @ApiPropertyOptional({
    nullable: true,
    format: 'uuid',
    description: "The customer's group; null or empty takes the customer out of its group.",
  })
  @IsOptional()
  @ValidateIf((dto: { groupId?: string | null }) => dto.groupId !== '')
  @Uuid()
  groupId?: string | null;
}

/** A new customer group: its name, unique in the tenant. */
export class CreateCustomerGroupDto {
  @ApiProperty({ example: 'Independent jewellers' })
  @Required()
  @Text()
  @NoEmoji()
  @MaxLen(60)
  name!: string;
}

export class UpdateCustomerMessage extends UpdateCustomerDto {
  @Required()
  @Uuid()
  id!: string;
}

export class ApproveCustomerDto {
  @ApiPropertyOptional({ example: 'LND0042', description: 'Made from the company name when left out.' })
  @FormField(APPROVAL_FIELDS.acNo)
  acNo?: string;

  @ApiProperty({ example: 2.5 })
  @FormField(APPROVAL_FIELDS.markup)
  markup!: number;

  @ApiProperty({ example: true })
  @FormField(APPROVAL_FIELDS.isVatApplicable)
  isVatApplicable!: boolean;
}

export class ApproveCustomerMessage extends ApproveCustomerDto {
  @Required()
  @Uuid()
  id!: string;
}

export class RejectCustomerDto {
  @ApiProperty({ example: 'We could not confirm the trade references.', maxLength: 1000 })
  @FormField(REJECTION_FIELDS.reason)
  reason!: string;
}

export class RejectCustomerMessage extends RejectCustomerDto {
  @Required()
  @Uuid()
  id!: string;
}

export class CreateUserDto {
  @ApiProperty({ example: 'Nils', maxLength: 255 })
  @FormField(NEW_USER_FIELDS.firstName)
  firstName!: string;

  @ApiPropertyOptional({ example: 'Berg', maxLength: 255 })
  @FormField(NEW_USER_FIELDS.lastName)
  lastName?: string;

  @ApiProperty({ example: 'nils@lundgoldsmiths.example', maxLength: 255 })
  @FormField(NEW_USER_FIELDS.email)
  email!: string;

  @ApiProperty({ example: 'Silver#2026' })
  @FormField(NEW_USER_FIELDS.password)
  password!: string;

  @ApiProperty({ example: 'Silver#2026' })
  @FormField(NEW_USER_FIELDS.confirmPassword)
  confirmPassword!: string;
}

/**
 * A new tenant (a wholesaler on the platform) with its first back-office user, a super-admin. Asked by
 * the platform's operator, never by a tenant.
 */
export class CreateTenantDto extends CreateUserDto {
  @ApiProperty({
    example: 'nordic-gold',
    description: 'Lower-case letters, digits and hyphens; the x-tenant header.',
  })
  @Required()
  @Text()
  @MaxLen(63)
  @Slug()
  slug!: string;

  @ApiProperty({ example: 'Nordic Gold AB', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  name!: string;
}

export class AddCustomerUserMessage extends CreateUserDto {
  @Required()
  @Uuid()
  customerId!: string;
}

export class SetCustomerAccessDto {
  @ApiProperty({ type: [String], description: 'Every customer the user may buy for (replaces the list).' })
  @FormField({ required: true, type: 'list', rules: [{ rule: 'eachUuid' }] })
  customerIds!: string[];
}

export class SetCustomerAccessMessage extends SetCustomerAccessDto {
  @Required()
  @Uuid()
  userId!: string;
}

/** update-customer-credentials and the admin's edit of an admin user: each part optional. */
export class UpdateCredentialsDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(NEW_USER_FIELDS.email))
  email?: string;

  @ApiPropertyOptional({ description: 'With confirmPassword.' })
  @FormField(optional(NEW_USER_FIELDS.password))
  password?: string;

  @ApiPropertyOptional()
  @FormField(optional(NEW_USER_FIELDS.confirmPassword))
  confirmPassword?: string;
}

export class UpdateCredentialsMessage extends UpdateCredentialsDto {
  @Required()
  @Uuid()
  userId!: string;
}

export class SetUserStatusDto {
  @ApiProperty({ enum: SETTABLE_USER_STATUSES, description: 'disabled: the user may not log in.' })
  @FormField({ required: true, type: 'text', rules: [{ rule: 'oneOf', values: SETTABLE_USER_STATUSES }] })
  status!: (typeof SETTABLE_USER_STATUSES)[number];
}

/** customer_remove's body: remove the customer outright or anonymise it. */
export class RemoveCustomerDto {
  @ApiProperty({
    enum: CUSTOMER_REMOVAL_MODES,
    description: 'anonymise keeps the row with its data blanked.',
  })
  @FormField({ required: true, type: 'text', rules: [{ rule: 'oneOf', values: CUSTOMER_REMOVAL_MODES }] })
  mode!: CustomerRemovalMode;
}

export class RemoveCustomerMessage extends RemoveCustomerDto {
  @Required()
  @Uuid()
  id!: string;
}

export class SetUserStatusMessage extends SetUserStatusDto {
  @Required()
  @Uuid()
  id!: string;
}

const PERMISSIONS_FIELD: FieldSpec = {
  required: true,
  type: 'list',
  rules: [{ rule: 'eachOneOf', values: ADMIN_PERMISSION_KEYS }],
};

export class CreateAdminUserDto extends CreateUserDto {
  @ApiProperty({ enum: BACK_OFFICE_ROLES, example: 'admin' })
  @FormField({ required: true, type: 'text', rules: [{ rule: 'oneOf', values: BACK_OFFICE_ROLES }] })
  role!: Role;

  @ApiProperty({ type: [String], example: ['customers', 'designs'] })
  @FormField(PERMISSIONS_FIELD)
  permissions!: AdminPermissionKey[];
}

export class UpdateAdminUserDto extends UpdateCredentialsDto {
  @ApiPropertyOptional({ maxLength: 255 })
  @FormField(optional(NEW_USER_FIELDS.firstName))
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 255, description: 'An empty string clears it.' })
  @FormField(NEW_USER_FIELDS.lastName)
  lastName?: string;

  @ApiPropertyOptional({ enum: BACK_OFFICE_ROLES })
  @FormField({ type: 'text', rules: [{ rule: 'oneOf', values: BACK_OFFICE_ROLES }] })
  role?: Role;
}

export class UpdateAdminUserMessage extends UpdateAdminUserDto {
  @Required()
  @Uuid()
  id!: string;
}

export class SetAdminPermissionsDto {
  @ApiProperty({ type: [String], example: ['customers', 'orders'], description: 'Replaces the list.' })
  @FormField(PERMISSIONS_FIELD)
  permissions!: AdminPermissionKey[];
}

export class SetAdminPermissionsMessage extends SetAdminPermissionsDto {
  @Required()
  @Uuid()
  id!: string;
}
