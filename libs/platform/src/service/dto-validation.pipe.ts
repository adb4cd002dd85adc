import { Injectable, type PipeTransform, type ArgumentMetadata } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import { validateDto } from '../validation';

function hasValidationRules(type: unknown): type is ClassConstructor<object> {
  if (typeof type !== 'function') return false;
  return getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
}

/**
 * Services validate every payload again with the same DTO as the gateway: a message may come from
 * somewhere other than the gateway, and a service owns its invariants.
 */
@Injectable()
export class DtoValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!hasValidationRules(metadata.metatype)) return value;
    return validateDto(metadata.metatype, value);
  }
}
