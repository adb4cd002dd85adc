import 'reflect-metadata';
import { checkForm, type FieldIssue, parseIssue, REGISTRATION_FIELDS } from '@atelier/contracts/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { RegisterDto } from './identity.dto';

/** What the server's class-validator run reports, in the shape checkForm reports it. */
async function serverIssues(input: Record<string, unknown>): Promise<Record<string, FieldIssue[]>> {
  const errors = await validate(plainToInstance(RegisterDto, input));
  const result: Record<string, FieldIssue[]> = {};
  for (const error of errors) {
    const issues = Object.values(error.constraints ?? {}).map(parseIssue);
    // The server reports a missing value or a wrong type alone, as checkForm does.
    const decisive = issues.find((i) => i.key === 'validation.required' || i.key === 'validation.string');
    result[error.property] = decisive ? [decisive] : issues;
  }
  return result;
}

const base = {
  companyName: 'Lund Goldsmiths Ltd',
  addressLine1: '14 Hatton Garden',
  city: 'London',
  postCode: 'EC1N 8AT',
  country: 'United Kingdom',
  currency: 'GBP',
  companyPhone: '+44 20 7405 1234',
  contactName: 'Beatrice Lund',
  email: 'beatrice@lund.example',
  password: 'Gold#2026',
  confirmPassword: 'Gold#2026',
};

describe('RegisterDto and the browser check agree (one shared definition)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a valid form', base],
    ['an empty form', {}],
    ['blank required fields', { ...base, companyName: ' ', city: '' }],
    ['wrong types', { ...base, city: 7, email: null, password: ['x'] }],
    ['a weak, short password', { ...base, password: 'abc', confirmPassword: 'abc' }],
    ['a mismatched confirmation', { ...base, confirmPassword: 'Gold#2027' }],
    [
      'emoji and shortcodes',
      { ...base, companyName: 'Gems 💎', comments: ':smile:', contactName: 'Bea :x:' },
    ],
    [
      'bad phone, post code, currency, website and VAT number',
      {
        ...base,
        companyPhone: 'abc',
        mobile: '1.2',
        postCode: 'A_1',
        currency: 'gbp',
        website: 'nope',
        vatNumber: 'GB#1',
      },
    ],
    ['over-long text', { ...base, references: 'r'.repeat(1001), county: 'c'.repeat(256) }],
    ['an apostrophe in the name', { ...base, contactName: "Bea O'Lund" }],
  ])('for %s', async (_, input) => {
    expect(await serverIssues(input)).toEqual(checkForm(REGISTRATION_FIELDS, input));
  });
});
