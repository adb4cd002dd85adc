import { AtLeast, Required, Text, WholeNumber } from '@atelier/contracts/common';
import { getMetadataStorage } from 'class-validator';
import { AppException } from '../errors';
import { validateDto } from './validate-dto';

class Base {
  @Required()
  @Text()
  name!: string;
}

class Child extends Base {
  @Required()
  @WholeNumber()
  @AtLeast(1)
  count!: number;
}

async function fieldsOf(work: Promise<unknown>): Promise<string[]> {
  try {
    await work;
    return [];
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    return Object.keys(error.fields ?? {}).sort();
  }
}

describe('validation metadata cache', () => {
  it('answers the same rules, inherited ones included, on every call', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await fieldsOf(validateDto(Child, { name: 1, count: 0 }))).toEqual(['count', 'name']);
      expect(await fieldsOf(validateDto(Child, { name: 'a', count: 2 }))).toEqual([]);
    }
  });

  it('forgets what it kept when rules are added later', async () => {
    expect(await fieldsOf(validateDto(Base, { name: 'a' }))).toEqual([]);
    const storage = getMetadataStorage();
    const before = storage.getTargetValidationMetadatas(Base, '', false, false);
    // A class declared after the first validation adds its rules; the lookups see them.
    class Late {
      @Required()
      @Text()
      label!: string;
    }
    expect(await fieldsOf(validateDto(Late, {}))).toEqual(['label']);
    expect(storage.getTargetValidationMetadatas(Base, '', false, false)).not.toBe(before);
    expect(await fieldsOf(validateDto(Base, {}))).toEqual(['name']);
  });
});
