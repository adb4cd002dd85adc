import { FormField, PageQuery, Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn } from 'class-validator';
import { SYNC_SCHEDULE_FIELDS } from './sync.forms';
import { SYNC_JOBS, type SyncJob } from './sync.types';

const toNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );

export const SYNC_RUNS_PAGE_SIZE = 20;

/** sellease-sync: start a full (every job) or partial sync now. */
export class StartSyncRunDto {
  @ApiProperty({ enum: SYNC_JOBS, isArray: true, example: ['stock', 'prices'] })
  @Required()
  @IsArray({ message: JSON.stringify({ key: 'validation.array' }) })
  @ArrayMinSize(1, { message: JSON.stringify({ key: 'catalogue.validation.arrayMin', params: { min: 1 } }) })
  @ArrayMaxSize(SYNC_JOBS.length, {
    message: JSON.stringify({ key: 'catalogue.validation.arrayMax', params: { max: SYNC_JOBS.length } }),
  })
  @IsIn(SYNC_JOBS, { each: true, message: JSON.stringify({ key: 'validation.oneOf' }) })
  jobs!: SyncJob[];
}

export class ListSyncRunsDto extends PageQuery({
  defaultLimit: SYNC_RUNS_PAGE_SIZE,
  maxLimit: 100,
  fromText: toNumber,
}) {}

export class SyncRunIdDto {
  @ApiProperty()
  @Required()
  @Text()
  @Uuid()
  id!: string;
}

/** activate-cron: a job's schedule. */
export class UpdateSyncScheduleDto {
  @ApiProperty({ example: '0 2 * * *', description: 'cron expression (5 or 6 fields, UTC)' })
  @FormField(SYNC_SCHEDULE_FIELDS.cron)
  cron!: string;

  @ApiPropertyOptional()
  @FormField(SYNC_SCHEDULE_FIELDS.enabled)
  enabled?: boolean;
}

export class UpdateSyncScheduleMessage extends UpdateSyncScheduleDto {
  @Required()
  @IsIn(SYNC_JOBS, { message: JSON.stringify({ key: 'validation.oneOf' }) })
  job!: SyncJob;
}
