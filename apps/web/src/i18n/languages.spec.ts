import {
  getLanguage,
  isAdminPath,
  languageFromPath,
  LANGUAGES,
  localizePath,
  stripLanguagePrefix,
  switchLanguagePath,
} from './languages';

describe('language route prefixes', () => {
  it('uses no prefix for English, /swe for Swedish and the code for the others', () => {
    const prefixes = Object.fromEntries(LANGUAGES.map((language) => [language.code, language.prefix]));
    expect(prefixes).toEqual({ en: '', sv: '/swe', de: '/de', es: '/es', fr: '/fr', no: '/no' });
  });

  it('keeps the language names used in the langStatus cookie', () => {
    expect(LANGUAGES.map((language) => language.name)).toEqual([
      'Deutsch',
      'English',
      'Español',
      'Français',
      'norsk',
      'Swedish',
    ]);
  });

  it('sends an empty x-language-code for English only', () => {
    expect(getLanguage('en').headerCode).toBe('');
    expect(getLanguage('sv').headerCode).toBe('sv');
    expect(getLanguage('no').headerCode).toBe('no');
  });

  it.each([
    ['/', 'en'],
    ['/login', 'en'],
    ['/swe', 'sv'],
    ['/swe/login', 'sv'],
    ['/de/admin-home', 'de'],
    ['/es', 'es'],
    ['/fr/faq', 'fr'],
    ['/no/', 'no'],
    ['/nothing-here', 'en'],
    ['/sv/login', 'en'],
    ['/deutsch', 'en'],
  ])('reads the language of %s as %s', (pathname, code) => {
    expect(languageFromPath(pathname)).toBe(code);
  });

  it.each([
    ['/swe/login', '/login'],
    ['/swe', '/'],
    ['/de/', '/'],
    ['/login', '/login'],
    ['/no/search-designs/new_arrival', '/search-designs/new_arrival'],
  ])('strips the prefix of %s to %s', (pathname, stripped) => {
    expect(stripLanguagePrefix(pathname)).toBe(stripped);
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'sv', '/swe'],
    ['/login', 'sv', '/swe/login'],
    ['/login', 'de', '/de/login'],
    ['login', 'fr', '/fr/login'],
    ['/?tab=2', 'es', '/es?tab=2'],
    ['/search-designs/menu?category=rings#top', 'no', '/no/search-designs/menu?category=rings#top'],
  ] as const)('localizes %s in %s as %s', (path, code, expected) => {
    expect(localizePath(path, code)).toBe(expected);
  });

  it('moves a location with query and hash to another language', () => {
    expect(switchLanguagePath('/swe/faq?q=ring#answer', 'de')).toBe('/de/faq?q=ring#answer');
    expect(switchLanguagePath('/de/faq', 'en')).toBe('/faq');
    expect(switchLanguagePath('/', 'sv')).toBe('/swe');
    expect(switchLanguagePath('/fr', 'no')).toBe('/no');
  });

  it('recognises admin pages in any language', () => {
    expect(isAdminPath('/admin-home')).toBe(true);
    expect(isAdminPath('/swe/admin-login')).toBe(true);
    expect(isAdminPath('/de/Admin/customer-list')).toBe(true);
    expect(isAdminPath('/swe/menu-management')).toBe(true);
    expect(isAdminPath('/download-mapping-reports')).toBe(true);
    expect(isAdminPath('/de/Download-Mapping-Reports')).toBe(true);
    expect(isAdminPath('/menu-managements')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
    expect(isAdminPath('/no/login')).toBe(false);
    expect(isAdminPath('/faq/admin')).toBe(false);
  });
});
