import { screenInput, validateDto, validationException } from '@atelier/platform';
import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';

function isDtoClass(type: unknown): type is ClassConstructor<object> {
  return (
    typeof type === 'function' &&
    ![Object, String, Number, Boolean, Array].includes(type as ObjectConstructor)
  );
}

/**
 * Validates request bodies with the same contract DTOs the services check again, and screens every body,
 * query and path value (NUL, lone surrogates, hostile nesting) before anything else reads it.
 */
@Injectable()
export class BodyValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return value;
    const unsafe = screenInput(value, metadata.data ?? metadata.type);
    if (Object.keys(unsafe).length > 0) throw validationException(unsafe);
    if (metadata.type !== 'body' || !isDtoClass(metadata.metatype)) return value;
    return validateDto(metadata.metatype, value ?? {});
  }
}
