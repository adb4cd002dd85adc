import {
  LANGUAGE_CODES,
  loadMessageCatalogue,
  REGISTRATION_FIELDS,
  requiredFields,
} from '@atelier/contracts/common';
import { resources } from '../../i18n/locales';
import { fieldNameFor, formMessages } from '../../shared/forms/formMessages';
import { EMPTY_REGISTRATION, toRegistrationBody, type RegistrationField } from './registrationForm';

/** A registration that keeps every rule (API.md's example). */
const VALID = {
  ...EMPTY_REGISTRATION,
  companyName: 'Berg Jewellers',
  addressLine1: '1 Stonegate',
  addressLine2: 'First floor',
  city: 'York',
  county: 'North Yorkshire',
  postCode: 'YO1 8AS',
  country: 'United Kingdom',
  currency: 'GBP',
  companyPhone: '+44 (0)1904 123456',
  website: 'www.bergjewellers.example',
  mobile: '07700 900123',
  vatNumber: 'GB 123456789',
  references: 'Lund Goldsmiths',
  comments: 'Please call in the morning',
  contactName: 'Agnes Berg',
  email: 'agnes@berg.example',
  password: 'Gold#2026',
  confirmPassword: 'Gold#2026',
};

/** The English messages of one field for a registration with `changes`. */
function messages(changes: Partial<Record<RegistrationField, string>>, field: RegistrationField): string[] {
  return formMessages(REGISTRATION_FIELDS, { ...VALID, ...changes }, 'en')[field] ?? [];
}

const STRONG =
  'The password field must begin with a letter and contain at least one uppercase letter, one lowercase letter, one digit and one special character (! @ # $ % ^ & * _ ?).';

describe('registration rules in the browser (spec §5, the server’s messages of API.md)', () => {
  it('accepts the complete example registration', () => {
    expect(formMessages(REGISTRATION_FIELDS, VALID, 'en')).toEqual({});
  });

  it('marks exactly the required fields of API.md with the asterisk', () => {
    expect(requiredFields(REGISTRATION_FIELDS).sort()).toEqual(
      [
        'companyName',
        'addressLine1',
        'city',
        'postCode',
        'country',
        'currency',
        'companyPhone',
        'contactName',
        'email',
        'password',
        'confirmPassword',
      ].sort(),
    );
  });

  it.each([
    ['companyName', 'The company name field is required.'],
    ['addressLine1', 'The address line 1 field is required.'],
    ['city', 'The city field is required.'],
    ['postCode', 'The post code field is required.'],
    ['country', 'The country field is required.'],
    ['currency', 'The currency field is required.'],
    ['companyPhone', 'The company phone field is required.'],
    ['contactName', 'The contact name field is required.'],
    ['email', 'The email field is required.'],
    ['password', 'The password field is required.'],
  ] as const)('required: %s', (field, message) => {
    expect(messages({ [field]: '' }, field)).toEqual([message]);
    expect(messages({ [field]: '   ' }, field)).toEqual([message]);
  });

  it('leaves the optional fields optional', () => {
    const optional = [
      'addressLine2',
      'county',
      'website',
      'mobile',
      'vatNumber',
      'references',
      'comments',
    ] as const;
    for (const field of optional) expect(messages({ [field]: '' }, field)).toEqual([]);
  });

  it('name: letters of any alphabet and spaces; no apostrophes, digits or dashes', () => {
    const message = 'The contact name field may only contain alphabetic characters and spaces.';
    expect(messages({ contactName: "Agnes O'Brien" }, 'contactName')).toEqual([message]);
    expect(messages({ contactName: 'Agnes 2' }, 'contactName')).toEqual([message]);
    expect(messages({ contactName: 'Anne-Marie Berg' }, 'contactName')).toEqual([message]);
    expect(messages({ contactName: 'Åsa Öberg Zoë' }, 'contactName')).toEqual([]);
  });

  it('phone: digits, spaces and + - ( ), at least one digit, at most 30', () => {
    const message = 'The company phone field may only contain digits, spaces and + - ( ).';
    expect(messages({ companyPhone: '01904 ext. 12' }, 'companyPhone')).toEqual([message]);
    expect(messages({ companyPhone: '(+) -' }, 'companyPhone')).toEqual([message]);
    expect(messages({ companyPhone: '+44 (0)1904-123456' }, 'companyPhone')).toEqual([]);
    expect(messages({ companyPhone: '1'.repeat(31) }, 'companyPhone')).toEqual([
      'The company phone field may not be greater than 30 characters.',
    ]);
    expect(messages({ mobile: 'call me' }, 'mobile')).toEqual([
      'The mobile field may only contain digits, spaces and + - ( ).',
    ]);
  });

  it('post code: letters, digits, spaces and dashes, at most 20', () => {
    expect(messages({ postCode: 'YO1_8AS' }, 'postCode')).toEqual([
      'The post code field may only contain letters, digits, spaces and dashes.',
    ]);
    expect(messages({ postCode: 'SE-111 22' }, 'postCode')).toEqual([]);
    expect(messages({ postCode: 'A'.repeat(21) }, 'postCode')).toEqual([
      'The post code field may not be greater than 20 characters.',
    ]);
  });

  it('no emoji and no :shortcode: in any text field', () => {
    expect(messages({ companyName: 'Berg 💎 Jewellers' }, 'companyName')).toEqual([
      'The company name field may not contain emoji or icon codes.',
    ]);
    expect(messages({ comments: 'Thanks :smile:' }, 'comments')).toEqual([
      'The comments field may not contain emoji or icon codes.',
    ]);
    expect(messages({ city: 'York 🇬🇧' }, 'city')).toEqual([
      'The city field may not contain emoji or icon codes.',
    ]);
  });

  it('strong password: 6 to 100, begins with a letter, upper, lower, digit and special character', () => {
    expect(messages({ password: 'Ab#1', confirmPassword: 'Ab#1' }, 'password')).toEqual([
      'The password field must be at least 6 characters.',
    ]);
    expect(messages({ password: 'abc', confirmPassword: 'abc' }, 'password')).toEqual([
      'The password field must be at least 6 characters.',
      STRONG,
    ]);
    expect(messages({ password: 'gold#2026', confirmPassword: 'gold#2026' }, 'password')).toEqual([STRONG]);
    expect(messages({ password: 'Gold2026', confirmPassword: 'Gold2026' }, 'password')).toEqual([STRONG]);
    expect(messages({ password: '1Gold#2026', confirmPassword: '1Gold#2026' }, 'password')).toEqual([STRONG]);
    const long = `Gold#2026${'a'.repeat(92)}`;
    expect(messages({ password: long, confirmPassword: long }, 'password')).toEqual([
      'The password field may not be greater than 100 characters.',
    ]);
    for (const special of '@$!%*#?&^_-') {
      expect(
        messages({ password: `Gold${special}2026`, confirmPassword: `Gold${special}2026` }, 'password'),
      ).toEqual([]);
    }
  });

  it('confirmation: must equal the password, and is required', () => {
    expect(messages({ confirmPassword: 'Gold#2027' }, 'confirmPassword')).toEqual([
      'The passwords do not match. Please ensure both passwords are the same.',
    ]);
    expect(messages({ confirmPassword: '' }, 'confirmPassword')).toEqual([
      'The confirm password field is required.',
    ]);
  });

  it('currency: an upper-case ISO 4217 code', () => {
    const message = 'The currency field must be a three-letter currency code.';
    expect(messages({ currency: 'gbp' }, 'currency')).toEqual([message]);
    expect(messages({ currency: 'POUND' }, 'currency')).toEqual([message]);
    expect(messages({ currency: 'SEK' }, 'currency')).toEqual([]);
  });

  it('website: a host with a dot, optional http(s):// and path', () => {
    const message = 'The website field must be a valid web address.';
    expect(messages({ website: 'bergjewellers' }, 'website')).toEqual([message]);
    expect(messages({ website: 'http://berg jewellers.com' }, 'website')).toEqual([message]);
    expect(messages({ website: 'https://shop.berg.co.uk/rings?sort=new' }, 'website')).toEqual([]);
  });

  it('VAT number: letters, digits, spaces, dots and dashes, at most 30', () => {
    expect(messages({ vatNumber: 'GB#123' }, 'vatNumber')).toEqual([
      'The VAT number field may only contain letters, digits, spaces, dots and dashes.',
    ]);
    expect(messages({ vatNumber: 'SE 5560.1234-01' }, 'vatNumber')).toEqual([]);
    expect(messages({ vatNumber: '1'.repeat(31) }, 'vatNumber')).toEqual([
      'The VAT number field may not be greater than 30 characters.',
    ]);
  });

  it('email: a valid address of at most 255 characters', () => {
    expect(messages({ email: 'agnes@' }, 'email')).toEqual(['The email field must be a valid email.']);
    // Too long, and a local part over 64 characters is not a valid address either: both, as the server says.
    expect(messages({ email: `${'a'.repeat(250)}@berg.example` }, 'email')).toEqual([
      'The email field may not be greater than 255 characters.',
      'The email field must be a valid email.',
    ]);
  });

  it('text: at most 255 characters, references and comments at most 1000', () => {
    expect(messages({ companyName: 'B'.repeat(256) }, 'companyName')).toEqual([
      'The company name field may not be greater than 255 characters.',
    ]);
    expect(messages({ references: 'R'.repeat(1001) }, 'references')).toEqual([
      'The references field may not be greater than 1000 characters.',
    ]);
    expect(messages({ comments: 'C'.repeat(1000) }, 'comments')).toEqual([]);
  });

  it('reports every rule a value breaks, in the server’s order', () => {
    expect(messages({ companyPhone: `${'x'.repeat(31)}💎` }, 'companyPhone')).toEqual([
      'The company phone field may not be greater than 30 characters.',
      'The company phone field may only contain digits, spaces and + - ( ).',
      'The company phone field may not contain emoji or icon codes.',
    ]);
  });
});

describe('messages in the other languages', () => {
  // The browser loads the server messages of the page's language on demand; here, every language.
  beforeAll(() => Promise.all(LANGUAGE_CODES.map(loadMessageCatalogue)));

  const localName = (language: 'es' | 'sv') => (field: RegistrationField) =>
    resources[language].translation.accounts.fieldNames[field];

  it('use the shared catalogue’s field names where it has them (the server’s wording)', () => {
    expect(
      formMessages(REGISTRATION_FIELDS, { ...VALID, companyName: '' }, 'sv', localName('sv')).companyName,
    ).toEqual(['Fältet företagsnamn är obligatoriskt.']);
  });

  it('name the field in the page’s language where the shared catalogue would fall back to English', () => {
    expect(fieldNameFor('es', 'companyName', 'nombre de la empresa')).toBe('nombre de la empresa');
    expect(
      formMessages(REGISTRATION_FIELDS, { ...VALID, contactName: 'O’Brien' }, 'es', localName('es'))
        .contactName,
    ).toEqual(['El campo persona de contacto solo puede contener letras y espacios.']);
  });
});

describe('the registration request', () => {
  it('trims text, keeps passwords as typed and leaves empty optional fields out', () => {
    const body = toRegistrationBody({
      ...VALID,
      companyName: '  Berg Jewellers ',
      county: ' ',
      password: ' Gold#2026 ',
    });
    expect(body.companyName).toBe('Berg Jewellers');
    expect(body.county).toBeUndefined();
    expect(body.password).toBe(' Gold#2026 ');
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('county');
  });
});
