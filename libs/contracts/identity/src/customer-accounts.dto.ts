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
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, Matches, ValidateNested } from 'class-validator';

/** Accounts per call; the sync splits a larger batch. */
export const MAX_CUSTOMER_ACCOUNTS = 1000;

/** A customer account as the ERP keeps it, named by its account number. */
export class CustomerAccountDto {
  @ApiProperty({ example: 'LND0042' })
  @Required()
  @Text()
  @Matches(/^[A-Z0-9]{3,20}$/, { message: JSON.stringify({ key: 'validation.accountNumber' }) })
  acNo!: string;

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
