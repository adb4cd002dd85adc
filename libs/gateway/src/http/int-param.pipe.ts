import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { validationException } from '@atelier/platform';

/** A path id that is not a whole number in PostgreSQL's integer range is the caller's mistake (400 naming it). */
@Injectable()
export class IntParamPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(id) && id <= 2_147_483_647) return id;
    throw validationException({ [metadata.data ?? 'id']: [{ key: 'validation.integer' }] });
  }
}
