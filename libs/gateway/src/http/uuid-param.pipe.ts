import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { validationException } from '@atelier/platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID is the caller's mistake (400 naming the parameter), not a 404 or a 500. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (UUID.test(value)) return value;
    throw validationException({ [metadata.data ?? 'id']: [{ key: 'validation.uuid' }] });
  }
}
