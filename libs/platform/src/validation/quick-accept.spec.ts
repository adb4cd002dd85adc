import { AtLeast, Required, Text, WholeNumber } from '@atelier/contracts/common';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { quickAccepts } from './quick-accept';

class Line {
  @Required() @Text() sku!: string;
  @Required() @WholeNumber() @AtLeast(0) quantity!: number;
}

class Take {
  @IsOptional() @Text() note?: string;
  @Required() @ValidateNested({ each: true }) @Type(() => Line) lines!: Line[];
}

class WithDefault {
  @IsOptional() @WholeNumber() page: number = 1;
}

class Converted {
  @Required() @Type(() => Number) count!: number;
}

class Trimmed {
  @Required()
  @Text()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  name!: string;
}

describe('quickAccepts', () => {
  it('takes plain input that passes every rule, nested ones included', () => {
    expect(quickAccepts(Take, { lines: [{ sku: 'A', quantity: 1 }] })).toBe(true);
    expect(quickAccepts(Take, { note: 'x', lines: [] })).toBe(true);
  });

  it('is unsure of anything a rule refuses, an unknown field, a null or a non-object element', () => {
    expect(quickAccepts(Take, { lines: [{ sku: 'A', quantity: -1 }] })).toBe(false);
    expect(quickAccepts(Take, { lines: [{ sku: 'A', quantity: 1, extra: 1 }] })).toBe(false);
    expect(quickAccepts(Take, { lines: [{ sku: 'A', quantity: 1 }], extra: 1 })).toBe(false);
    expect(quickAccepts(Take, { note: null, lines: [] })).toBe(false);
    expect(quickAccepts(Take, { lines: ['A'] })).toBe(false);
  });

  it('leaves classes that class-transformer would change to the full path', () => {
    expect(quickAccepts(WithDefault, {})).toBe(false);
    expect(quickAccepts(Converted, { count: 1 })).toBe(false);
    expect(quickAccepts(Trimmed, { name: 'a' })).toBe(false);
  });
});
