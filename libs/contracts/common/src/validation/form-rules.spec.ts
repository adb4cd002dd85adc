import { REGISTRATION_FIELDS, MARKUP_FIELDS, NEW_USER_FIELDS } from './account-forms';
import { checkField, checkForm } from './form-check';
import {
  hasEmoji,
  isStrongPassword,
  isValidMarkup,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN,
  POST_CODE_PATTERN,
  requiredFields,
} from './form-rules';

const keys = (issues: Array<{ key: string }>) => issues.map((issue) => issue.key);

describe('strong password (spec §5)', () => {
  it.each(['Buyer#2026', 'Ab#1cd', 'Gold-2026', 'x'.repeat(0) + 'Zz9_zz', `Ab#1${'x'.repeat(96)}`])(
    'accepts %s',
    (password) => {
      expect(isStrongPassword(password)).toBe(true);
      expect(checkField(REGISTRATION_FIELDS.password, password)).toEqual([]);
    },
  );

  it.each([
    ['too short', 'Ab#1c', ['validation.minLength']],
    ['too long', `Ab#1${'x'.repeat(97)}`, ['validation.maxLength']],
    ['beginning with a digit', '1Gold#2026', ['validation.strongPassword']],
    ['beginning with a special character', '#Gold2026', ['validation.strongPassword']],
    ['without an uppercase letter', 'gold#2026', ['validation.strongPassword']],
    ['without a lowercase letter', 'GOLD#2026', ['validation.strongPassword']],
    ['without a digit', 'Gold#Gold', ['validation.strongPassword']],
    ['without a special character', 'Gold2026', ['validation.strongPassword']],
    ['short and weak', 'abc', ['validation.minLength', 'validation.strongPassword']],
  ])('refuses a password %s', (_, password, expected) => {
    expect(isStrongPassword(password)).toBe(false);
    expect(keys(checkField(REGISTRATION_FIELDS.password, password))).toEqual(expected);
  });

  it('reports its limits as parameters', () => {
    expect(checkField(REGISTRATION_FIELDS.password, 'Ab#1')).toEqual([
      { key: 'validation.minLength', params: { min: 6 } },
    ]);
  });

  it('checks the confirmation against the password of the same form, also when left empty', () => {
    const form = { password: 'Gold#2026', confirmPassword: 'Gold#2027' };
    expect(checkForm({ confirmPassword: REGISTRATION_FIELDS.confirmPassword }, form)).toEqual({
      confirmPassword: [{ key: 'validation.passwordMismatch' }],
    });
    const optionalConfirm = { ...REGISTRATION_FIELDS.confirmPassword, required: false };
    expect(keys(checkField(optionalConfirm, '', { password: 'Gold#2026' }))).toEqual([
      'validation.passwordMismatch',
    ]);
    expect(checkField(optionalConfirm, '', { password: '' })).toEqual([]);
  });
});

describe('names, phones and post codes', () => {
  it.each(['Agnes Berg', 'Åsa Östergård', 'José Núñez', 'Zoë'])('accepts the name %s', (name) => {
    expect(PERSON_NAME_PATTERN.test(name)).toBe(true);
  });

  it.each(["O'Brien", 'Agnes2', 'Berg-Lund', 'Agnes.', 'A_B'])('refuses the name %s', (name) => {
    expect(PERSON_NAME_PATTERN.test(name)).toBe(false);
    expect(keys(checkField(REGISTRATION_FIELDS.contactName, name))).toContain('validation.alphaSpaces');
  });

  it.each(['+44 (0)20 7405 1234', '08-123 45 67', '0046701234567'])('accepts the phone %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each(['0800 CALL NOW', '070.123', '+()-', '12/34'])('refuses the phone %s', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
  });

  it.each(['EC1N 8AT', '111 21', 'D-10115', 'yo1 8as'])('accepts the post code %s', (postCode) => {
    expect(POST_CODE_PATTERN.test(postCode)).toBe(true);
  });

  it.each(['YO1_8AS', 'EC1N/8AT', 'Åby 1'])('refuses the post code %s', (postCode) => {
    expect(POST_CODE_PATTERN.test(postCode)).toBe(false);
  });
});

describe('markup (spec §5: 1 to 9 with one decimal, or 10)', () => {
  it.each([1, 2.5, 9.9, 10, '10.0', '3', '3.5'])('accepts %s', (markup) => {
    expect(isValidMarkup(markup)).toBe(true);
    expect(checkField(MARKUP_FIELDS.markup, markup)).toEqual([]);
  });

  it.each([
    [2.55, ['validation.markupDecimals']],
    ['2.50', ['validation.markupDecimals']],
    [10.5, ['validation.between']],
    ['10.00', ['validation.markupDecimals']],
    [0.9, ['validation.between']],
    [0, ['validation.between']],
    [-1, ['validation.between']],
    [11, ['validation.between']],
    [0.55, ['validation.between', 'validation.markupDecimals']],
    ['abc', ['validation.number']],
    [true, ['validation.number']],
    [null, ['validation.required']],
  ])('refuses %s', (markup, expected) => {
    expect(isValidMarkup(markup)).toBe(false);
    expect(keys(checkField(MARKUP_FIELDS.markup, markup))).toEqual(expected);
  });
});

describe('emoji and :shortcodes:', () => {
  it.each(['💎', 'Ring 💍 set', '🇸🇪', ':smile:', 'see :heart_eyes: here'])('finds one in %s', (text) => {
    expect(hasEmoji(text)).toBe(true);
  });

  it.each(['10:30', 'https://example.com', 'Note: fragile', 'a:b'])('finds none in %s', (text) => {
    expect(hasEmoji(text)).toBe(false);
  });
});

describe('the registration form', () => {
  const valid = {
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

  it('accepts a complete form and leaves out fields without problems', () => {
    expect(checkForm(REGISTRATION_FIELDS, valid)).toEqual({});
    expect(checkForm(REGISTRATION_FIELDS, { ...valid, website: '', mobile: '  ' })).toEqual({});
  });

  it('reports a missing required value alone, and a wrong type alone', () => {
    expect(checkForm(REGISTRATION_FIELDS, { ...valid, companyName: '   ', city: 42 })).toEqual({
      companyName: [{ key: 'validation.required' }],
      city: [{ key: 'validation.string' }],
    });
  });

  it('names the fields that carry the red asterisk', () => {
    expect(requiredFields(REGISTRATION_FIELDS)).toEqual(Object.keys(valid));
    expect(requiredFields(NEW_USER_FIELDS)).toEqual(['firstName', 'email', 'password', 'confirmPassword']);
  });
});
