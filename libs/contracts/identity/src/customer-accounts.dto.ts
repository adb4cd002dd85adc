import {
  AtLeast,
  AtMost,
  Bool,
  CURRENCY_CODE_PATTERN,
  MaxLen,
  NoEmoji,
  NumberValue,
  Required,
  Text,
  Uuid,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, Matches, ValidateNested } from 'class-validator';

/** Accounts per call; the sync splits a larger batch. */
export const MAX_CUSTOMER_ACCOUNTS = 1000;

/** An ERP account number: capital letters and digits. */
const AccountNumber = (): PropertyDecorator => (target, key) => {
  ApiProperty({ example: 'LND0042' })(target, key);
  Required()(target, key);
  Text()(target, key);
  Matches(/^[A-Z0-9]{3,20}$/, { message: JSON.stringify({ key: 'validation.accountNumber' }) })(target, key);
};

/** A customer account as the ERP keeps it, named by its account number. */
export class CustomerAccountDto {
  @AccountNumber() acNo!: string;

  @ApiProperty({ maxLength: 255 }) @Required() @Text() @MaxLen(255) @NoEmoji() companyName!: string;
  @ApiProperty({ maxLength: 255 }) @Required() @Text() @MaxLen(255) @NoEmoji() contactName!: string;

  @ApiPropertyOptional({ example: 'GBP' })
  @IsOptional()
  @Text()
  @Matches(CURRENCY_CODE_PATTERN, { message: JSON.stringify({ key: 'validation.currency' }) })
  currency?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 10 })
  @IsOptional()
  @NumberValue()
  @AtLeast(1)
  @AtMost(10)
  markup?: number;

  @ApiPropertyOptional() @IsOptional() @Bool() isVatApplicable?: boolean;
  @ApiPropertyOptional({ maxLength: 30 }) @IsOptional() @Text() @MaxLen(30) companyPhone?: string;
  @ApiPropertyOptional({ maxLength: 30 }) @IsOptional() @Text() @MaxLen(30) vatNumber?: string;
}

/** Customer accounts created or changed in the ERP, applied at once (the Sellease sync, system context). */
export class SyncCustomerAccountsDto {
  @ApiProperty({ type: [CustomerAccountDto] })
  @Required()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(MAX_CUSTOMER_ACCOUNTS, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_CUSTOMER_ACCOUNTS } }),
  })
  @ValidateNested({ each: true })
  @Type(() => CustomerAccountDto)
  accounts!: CustomerAccountDto[];
}

/** Account numbers created (an approved company, no users yet) and updated. */
export interface SyncCustomerAccountsResult {
  created: string[];
  updated: string[];
}

/** Links per call; the sync splits a larger batch. */
export const MAX_CUSTOMER_LINKS = 1000;

/** The ERP account opened for a company that registered here: our customer id and its account number. */
export class CustomerLinkDto {
  @ApiProperty({ format: 'uuid', description: 'our customer id, as sent in customer.registered' })
  @Required()
  @Uuid()
  customerId!: string;

  @AccountNumber() acNo!: string;
}

/** Registrations the ERP answered with an account (the Sellease sync, system context). */
export class SyncCustomerLinksDto {
  @ApiProperty({ type: [CustomerLinkDto] })
  @Required()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMaxSize(MAX_CUSTOMER_LINKS, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_CUSTOMER_LINKS } }),
  })
  @ValidateNested({ each: true })
  @Type(() => CustomerLinkDto)
  links!: CustomerLinkDto[];
}

/**
 * Customer ids given their account number, ids no customer of the tenant has, and links refused with a
 * reason (an account number another customer holds).
 */
export interface SyncCustomerLinksResult {
  linked: string[];
  unknown: string[];
  refused: Array<{ customerId: string; key: string; params: Record<string, string | number> }>;
}
