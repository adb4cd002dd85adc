import { LANGUAGE_CODES } from '../request-context';
import { en } from './messages.en';
import './all-languages';
import { fieldLabel, translate } from './translate';

describe('translate', () => {
  it('fills parameters', () => {
    expect(translate('en', 'validation.maxLength', { field: 'email', max: 255 })).toBe(
      'The email field may not be greater than 255 characters.',
    );
  });

  it('falls back to English, then to the key', () => {
    expect(translate('de', 'field.messageId')).toBe(en['field.messageId']);
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });

  it('has every error and validation message in every language', () => {
    const keys = Object.keys(en).filter((key) => key.startsWith('error.') || key.startsWith('validation.'));
    for (const language of LANGUAGE_CODES) {
      for (const key of keys) {
        const text = translate(language, key, {
          field: 'x',
          max: 1,
          min: 1,
          tenant: 't',
          method: 'GET',
          path: '/',
        });
        if (language !== 'en')
          expect([language, key, text]).not.toEqual([language, key, translate('en', key)]);
      }
    }
  });

  it('localises field labels and keeps unknown ones as they are', () => {
    expect(fieldLabel('sv', 'password')).toBe('lösenord');
    expect(fieldLabel('sv', 'zzz')).toBe('zzz');
  });
});

describe('field labels', () => {
  it('names every validated field in every language', () => {
    const fields = Object.keys(en)
      .filter((key) => key.startsWith('field.'))
      .map((key) => key.slice('field.'.length));
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const untranslated = fields.filter(
        (field) =>
          fieldLabel(language, field) === fieldLabel('en', field) &&
          !/^(id|Idempotency-Key|status|type|budget|karat|image|description|message|note|notes|page|design|metal|limit|stock|markup|mobile|website|order|visible|position|text)$/i.test(
            fieldLabel('en', field),
          ),
      );
      expect([language, untranslated]).toEqual([language, []]);
    }
  });
});
