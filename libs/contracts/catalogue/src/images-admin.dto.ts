import { Required, Text, Uuid } from '@atelier/contracts/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { CATALOGUE_IMAGE_MAX_FILES } from './catalogue-admin.constants';
import { Checked, idProblem, listProblem } from './catalogue-admin-rules';
import { toNumber } from './catalogue.dto';

const IMAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{2,80}$/;
const issue = (key: string, params?: Record<string, string | number>): string =>
  JSON.stringify({ key, params });

/** A file as the gateway forwards it: its name and its bytes in base64. */
export interface UploadedFileData {
  name: string;
  data: string;
}

function filesProblem(value: unknown): string | null {
  return listProblem(value, CATALOGUE_IMAGE_MAX_FILES, (item) => {
    if (typeof item !== 'object' || item === null) return issue('validation.object');
    const { name, data } = item as Record<string, unknown>;
    if (typeof name !== 'string' || name.length === 0 || name.length > 255)
      return issue('catalogue.images.fileName');
    if (typeof data !== 'string') return issue('catalogue.images.unreadable');
    return null;
  });
}

/** "" and "null" in a form mean "every shade". */
const toShade = () =>
  Transform(({ value }: { value: unknown }) =>
    value === '' || value === 'null'
      ? null
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : value,
  );

export class UploadDesignImagesDto {
  @ApiPropertyOptional({ example: 3, description: 'the shade the pictures show; absent: every shade' })
  @IsOptional()
  @toShade()
  @Checked(idProblem)
  shadeId?: number | null;
}

export class UploadDesignImagesMessage extends UploadDesignImagesDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;

  @Required()
  @Checked(filesProblem, false)
  files!: UploadedFileData[];
}

export class BulkUploadImagesMessage {
  @Required()
  @Checked(filesProblem, false)
  files!: UploadedFileData[];
}

export class DesignImagesMessage {
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}

export class UpdateDesignImageDto {
  @ApiPropertyOptional({
    example: 3,
    nullable: true,
    description: 'null: the picture stands for every shade',
  })
  @IsOptional()
  @toNumber()
  @Checked(idProblem)
  shadeId?: number | null;

  @ApiPropertyOptional({ example: true, description: 'true makes it the main picture (the first one shown)' })
  @IsOptional()
  @Checked((value) => (value === true ? null : issue('catalogue.images.mainTrue')))
  isMain?: true;
}

export class UpdateDesignImageMessage extends UpdateDesignImageDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;

  @Required()
  @Text()
  @Matches(IMAGE_KEY_PATTERN, { message: issue('validation.invalid') })
  key!: string;
}

export class DesignImageKeyMessage {
  @Required()
  @Text()
  @Uuid()
  designId!: string;

  @Required()
  @Text()
  @Matches(IMAGE_KEY_PATTERN, { message: issue('validation.invalid') })
  key!: string;
}

export class ReorderDesignImagesDto {
  @ApiProperty({
    type: [String],
    example: ['d-0f3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e'],
    description: "every picture's key in the new order",
  })
  @Required()
  @Checked(
    (value) =>
      listProblem(value, 100, (item) =>
        typeof item === 'string' && IMAGE_KEY_PATTERN.test(item) ? null : issue('validation.invalid'),
      ),
    false,
  )
  keys!: string[];
}

export class ReorderDesignImagesMessage extends ReorderDesignImagesDto {
  @Required()
  @Text()
  @Uuid()
  designId!: string;
}
