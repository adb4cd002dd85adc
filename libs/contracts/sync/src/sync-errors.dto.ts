import { MaxLen, NoEmoji, PageQuery, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { SYNC_ERROR_STATUSES, type SyncErrorStatus } from './sync.types';

const toNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );

/** Entries per page of the error list, and the most a selection may retry at once. */
export const SYNC_ERRORS_PAGE_SIZE = 25;
export const MAX_SYNC_ERRORS_PAGE_SIZE = 200;
export const MAX_RETRY_SELECTION = 500;

/** sellease-err-sync: the error list, filtered by status, message type and record. */
export class ListSyncErrorsDto extends PageQuery({
  defaultLimit: SYNC_ERRORS_PAGE_SIZE,
  maxLimit: MAX_SYNC_ERRORS_PAGE_SIZE,
  fromText: toNumber,
}) {
  @ApiPropertyOptional({ enum: SYNC_ERROR_STATUSES, default: 'open' })
  @IsOptional()
  @IsIn(SYNC_ERROR_STATUSES, { message: JSON.stringify({ key: 'validation.oneOf' }) })
  status?: SyncErrorStatus;

  @ApiPropertyOptional({ example: 'stock.updated' })
  @IsOptional()
  @Text()
  @MaxLen(64)
  @NoEmoji()
  type?: string;

  @ApiPropertyOptional({ description: 'record (SKU, design number, account) or message id, from its start' })
  @IsOptional()
  @Text()
  @MaxLen(128)
  @NoEmoji()
  search?: string;
}

export class SyncErrorIdDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

/** Retry a selection of entries (each is applied again from its stored payload). */
export class RetrySyncErrorsDto {
  @ApiProperty({ type: [String] })
  @Required()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMinSize(1, { message: JSON.stringify({ key: 'catalogue.validation.arrayMin', params: { min: 1 } }) })
  @ArrayMaxSize(MAX_RETRY_SELECTION, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: MAX_RETRY_SELECTION } }),
  })
  @IsUUID('all', { each: true, message: JSON.stringify({ key: 'validation.uuid' }) })
  ids!: string[];
}

export class DiscardSyncErrorDto {
  @ApiProperty({ maxLength: 500, description: 'why the entry is set aside (kept with it)' })
  @Required()
  @Text()
  @MaxLen(500)
  @NoEmoji()
  note!: string;
}

export class DiscardSyncErrorMessage extends DiscardSyncErrorDto {
  @Required()
  @Text()
  @Uuid()
  id!: string;
}
