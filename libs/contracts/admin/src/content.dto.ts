import {
  Bool,
  LANGUAGE_CODES,
  MaxLen,
  NoEmoji,
  Required,
  Text,
  Uuid,
  WholeNumber,
  AtLeast,
  AtMost,
  EMOJI_PATTERN,
} from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  CONTENT_LINE_MAX_LENGTH,
  CONTENT_PAGE_MAX_LENGTH,
  CONTENT_PAGE_SLUGS,
  CONTENT_TITLE_MAX_LENGTH,
  type ContentPageSlug,
  MEDIA_SLOTS,
  type MediaSlot,
  QR_SLOTS,
  type QrSlot,
} from './content.patterns';
import type { TranslatedTexts } from './content.types';
import { MEDIA_KEY } from './content.media';

const issue = (key: string, params?: Record<string, string | number>): string =>
  JSON.stringify({ key, params });

const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en');

/** Why a translations object is refused (naming the language), or null when it is fine. */
export function translatedTextsProblem(value: unknown, max: number): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return issue('validation.object');
  for (const [language, text] of Object.entries(value)) {
    if (!(OTHER_LANGUAGES as readonly string[]).includes(language)) {
      return issue('content.validation.language', { values: OTHER_LANGUAGES.join(', ') });
    }
    if (typeof text !== 'string') return issue('validation.string');
    if (text.length > max) return issue('content.validation.translationTooLong', { language, max });
    if (EMOJI_PATTERN.test(text)) return issue('content.validation.translationEmoji', { language });
  }
  return null;
}

/** Translations of a one-line text: an object of language code to text, each at most `max` long. */
const Translations = (max: number = CONTENT_LINE_MAX_LENGTH): PropertyDecorator => {
  const rule = ValidateBy({
    name: 'translations',
    validator: {
      validate: (value: unknown) => translatedTextsProblem(value, max) === null,
      defaultMessage: (args?: ValidationArguments) => translatedTextsProblem(args?.value, max) ?? '',
    },
  });
  return (target, key) => {
    IsOptional()(target, key);
    rule(target, key);
  };
};

const oneOf = (values: readonly string[]): PropertyDecorator =>
  IsIn([...values], { message: issue('content.validation.oneOf', { values: values.join(', ') }) });

/** announcement-bar: the English text (required), its translations and the visible flag. */
export class SaveAnnouncementDto {
  @ApiProperty({ example: 'Free UK delivery on stock orders over £500', maxLength: CONTENT_LINE_MAX_LENGTH })
  @Required()
  @Text()
  @MaxLen(CONTENT_LINE_MAX_LENGTH)
  @NoEmoji()
  text!: string;

  @ApiPropertyOptional({
    example: { sv: 'Fri frakt i Storbritannien' },
    description: 'text per language code',
  })
  @Translations()
  texts?: TranslatedTexts;

  @ApiProperty({ example: true, description: 'visible' })
  @Required()
  @Bool()
  status!: boolean;
}

/** upload-running-line: a line of the header's ticker in English and its translations. */
export class CreateRunningLineDto {
  @ApiProperty({ example: 'Stock orders dispatched within 24-72 hours', maxLength: CONTENT_LINE_MAX_LENGTH })
  @Required()
  @Text()
  @MaxLen(CONTENT_LINE_MAX_LENGTH)
  @NoEmoji()
  text!: string;

  @ApiPropertyOptional({ example: { sv: 'Lagerorder skickas inom 24-72 timmar' } })
  @Translations()
  texts?: TranslatedTexts;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Bool()
  visible?: boolean;
}

export class RunningLineIdDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

/** running-lines: change a line's texts, visibility or place in the ticker (every field optional). */
export class UpdateRunningLineDto {
  @ApiPropertyOptional({ maxLength: CONTENT_LINE_MAX_LENGTH })
  @IsOptional()
  @Text()
  @Required()
  @MaxLen(CONTENT_LINE_MAX_LENGTH)
  @NoEmoji()
  text?: string;

  @ApiPropertyOptional()
  @Translations()
  texts?: TranslatedTexts;

  @ApiPropertyOptional()
  @IsOptional()
  @Bool()
  visible?: boolean;

  @ApiPropertyOptional({ example: 0, description: 'place in the ticker, from 0' })
  @IsOptional()
  @WholeNumber()
  @AtLeast(0)
  @AtMost(1000)
  position?: number;
}

export class UpdateRunningLineMessage extends UpdateRunningLineDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

export class ContentPageSlugDto {
  @ApiProperty({ enum: CONTENT_PAGE_SLUGS })
  @Required()
  @oneOf(CONTENT_PAGE_SLUGS)
  slug!: ContentPageSlug;
}

/** A footer page's text in one language, as markdown (rendered and sanitised by the server). */
export class SavePageDto {
  @ApiProperty({ example: 'How to order', maxLength: CONTENT_TITLE_MAX_LENGTH })
  @Required()
  @Text()
  @MaxLen(CONTENT_TITLE_MAX_LENGTH)
  @NoEmoji()
  title!: string;

  @ApiProperty({
    example: '## Ordering\n\n1. Log in\n2. Add designs to the cart',
    maxLength: CONTENT_PAGE_MAX_LENGTH,
  })
  @Required()
  @Text()
  @MaxLen(CONTENT_PAGE_MAX_LENGTH)
  markdown!: string;
}

export class SavePageMessage extends SavePageDto {
  @Required()
  @oneOf(CONTENT_PAGE_SLUGS)
  slug!: ContentPageSlug;

  @Required()
  @oneOf(LANGUAGE_CODES)
  language!: (typeof LANGUAGE_CODES)[number];
}

/** One language of a page. */
export class PageLanguageMessage {
  @Required()
  @oneOf(CONTENT_PAGE_SLUGS)
  slug!: ContentPageSlug;

  @Required()
  @oneOf(LANGUAGE_CODES)
  language!: (typeof LANGUAGE_CODES)[number];
}

/** An uploaded file as the gateway forwards it: base64 bytes, already checked by their first bytes. */
export class UploadMediaMessage {
  @Required()
  @oneOf(MEDIA_SLOTS)
  slot!: MediaSlot;

  @Required()
  @Text()
  data!: string;
}

/** The link a QR popup's button opens. */
export class SaveMediaLinkDto {
  @ApiProperty({ example: 'https://www.instagram.com/atelier', maxLength: CONTENT_LINE_MAX_LENGTH })
  @Required()
  @Text()
  @MaxLen(CONTENT_LINE_MAX_LENGTH)
  @Matches(/^https:\/\/[^\s<>"']+$/, { message: issue('content.validation.link') })
  link!: string;
}

export class SaveMediaLinkMessage extends SaveMediaLinkDto {
  @Required()
  @oneOf(QR_SLOTS)
  slot!: QrSlot;
}

export class MediaSlotDto {
  @Required()
  @oneOf(MEDIA_SLOTS)
  slot!: MediaSlot;
}

export class MediaKeyDto {
  @Required()
  @Text()
  @Matches(MEDIA_KEY, { message: issue('validation.invalid') })
  key!: string;
}
