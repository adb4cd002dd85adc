import { cleanTranslations, localizedText, pickTranslation } from './localized-text';

describe('localizedText', () => {
  it('answers the translation in the asked language', () => {
    expect(localizedText('Free delivery', { sv: 'Fri frakt' }, 'sv')).toBe('Fri frakt');
  });

  it('falls back to English for a missing or blank translation', () => {
    expect(localizedText('Free delivery', { sv: 'Fri frakt' }, 'de')).toBe('Free delivery');
    expect(localizedText('Free delivery', { de: '   ' }, 'de')).toBe('Free delivery');
  });

  it('answers English for English even when a translation exists', () => {
    expect(localizedText('Free delivery', { sv: 'Fri frakt' }, 'en')).toBe('Free delivery');
  });
});

describe('cleanTranslations', () => {
  it('trims, drops blanks, English and unknown languages', () => {
    expect(cleanTranslations({ sv: ' Fri frakt ', de: ' ', en: 'x', xx: 'y', fr: 'Livraison' })).toEqual({
      sv: 'Fri frakt',
      fr: 'Livraison',
    });
    expect(cleanTranslations(undefined)).toEqual({});
  });
});

describe('pickTranslation', () => {
  const rows = [
    { language: 'en', title: 'FAQ' },
    { language: 'sv', title: 'Vanliga frågor' },
  ];

  it('picks the asked language, then English, then none', () => {
    expect(pickTranslation(rows, 'sv')?.title).toBe('Vanliga frågor');
    expect(pickTranslation(rows, 'fr')?.title).toBe('FAQ');
    expect(pickTranslation([{ language: 'sv', title: 'x' }], 'de')).toBeNull();
  });
});
