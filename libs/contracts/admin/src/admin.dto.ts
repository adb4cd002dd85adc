import {
  AlphaSpaces,
  Email,
  FormField,
  MaxLen,
  NoEmoji,
  PageQuery,
  Required,
  Text,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PRICING_SETTINGS_FIELDS } from './admin.forms';

/** Spec section 5, newsletter: name letters and spaces only (no quotes), email valid, both at most 255. */
export class SubscribeNewsletterDto {
  @ApiProperty({ example: 'Maria Holm', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @NoEmoji()
  @AlphaSpaces()
  name!: string;

  @ApiProperty({ example: 'maria@example.com', maxLength: 255 })
  @Required()
  @Text()
  @MaxLen()
  @Email()
  email!: string;
}

export class SavePricingSettingsDto {
  @ApiProperty({ example: 2.5, description: 'RRP multiplier on trade cost when no customer is selected' })
  @FormField(PRICING_SETTINGS_FIELDS.globalMarkup)
  globalMarkup!: number;

  @ApiProperty({ example: 20, description: 'VAT in percent, added to RRP for VAT-applicable customers' })
  @FormField(PRICING_SETTINGS_FIELDS.vatRatePercent)
  vatRatePercent!: number;
}

/** Subscribers per page of the back office's newsletter list, and the most one page may hold. */
export const NEWSLETTER_PAGE_SIZE = 25;
export const MAX_NEWSLETTER_PAGE_SIZE = 500;

/** The newsletter subscribers, newest first, optionally narrowed to a name or email containing `search`. */
export class ListNewsletterSubscribersDto extends PageQuery({
  defaultLimit: NEWSLETTER_PAGE_SIZE,
  maxLimit: MAX_NEWSLETTER_PAGE_SIZE,
}) {
  @ApiPropertyOptional({ example: 'holm', maxLength: 100 })
  @IsOptional()
  @Text()
  @MaxLen(100)
  @NoEmoji()
  search?: string;
}
