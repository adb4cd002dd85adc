import {
  AtLeast,
  Email,
  MaxLen,
  NoEmoji,
  Required,
  Text,
  AlphaSpaces,
  WholeNumber,
} from '@atelier/contracts/common';
import { IsOptional } from 'class-validator';
import { AppException } from '../errors';
import { validateDto } from './validate-dto';

class Sample {
  @Required()
  @Text()
  @MaxLen(10)
  @NoEmoji()
  @AlphaSpaces()
  name!: string;

  @Required()
  @Text()
  @Email()
  email!: string;
}

class Paging {
  @IsOptional()
  @WholeNumber()
  @AtLeast(1)
  page: number = 1;
}

async function fieldsOf(input: unknown): Promise<Record<string, unknown>> {
  try {
    await validateDto(Sample, input);
  } catch (error) {
    if (error instanceof AppException) return error.fields ?? {};
    throw error;
  }
  throw new Error('expected validation to fail');
}

describe('validateDto', () => {
  it('gives an optional field sent as null its default, as if it were absent', async () => {
    expect((await validateDto(Paging, { page: null })).page).toBe(1);
    expect((await validateDto(Paging, { page: 3 })).page).toBe(3);
  });

  it('returns the DTO when the input is valid (plain input that passes stands for it)', async () => {
    const dto = await validateDto(Sample, { name: 'Maria Holm', email: 'maria@example.com' });
    expect(dto).toEqual({ name: 'Maria Holm', email: 'maria@example.com' });
    expect(await validateDto(Paging, {})).toBeInstanceOf(Paging);
  });

  it('reports only "required" for a missing field, whatever else it breaks', async () => {
    expect(await fieldsOf({ email: 'a@b.co' })).toEqual({ name: [{ key: 'validation.required' }] });
  });

  it('reports only the type for a value of the wrong type', async () => {
    expect(await fieldsOf({ name: 12345678901, email: 'a@b.co' })).toEqual({
      name: [{ key: 'validation.string' }],
    });
  });

  it('carries rule parameters for translation', async () => {
    const fields = await fieldsOf({ name: 'abcdefghijkl', email: 'a@b.co' });
    expect(fields['name']).toEqual([{ key: 'validation.maxLength', params: { max: 10 } }]);
  });

  it('rejects emoji and :shortcode: text', async () => {
    expect((await fieldsOf({ name: 'Ann 💍', email: 'a@b.co' }))['name']).toContainEqual({
      key: 'validation.noEmoji',
    });
    expect((await fieldsOf({ name: 'Ann :ring:', email: 'a@b.co' }))['name']).toContainEqual({
      key: 'validation.noEmoji',
    });
  });

  it('rejects apostrophes in a letters-and-spaces field', async () => {
    expect((await fieldsOf({ name: "O'Neil", email: 'a@b.co' }))['name']).toEqual([
      { key: 'validation.alphaSpaces' },
    ]);
  });

  it('refuses unknown properties by name', async () => {
    expect(await fieldsOf({ name: 'Ann', email: 'a@b.co', admin: true })).toEqual({
      admin: [{ key: 'validation.unknownField' }],
    });
  });

  it('refuses a body that is not an object', async () => {
    await expect(validateDto(Sample, ['x'])).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(validateDto(Sample, 'text')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
