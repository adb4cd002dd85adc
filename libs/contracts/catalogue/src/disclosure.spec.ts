import { disclosedName } from './disclosure';

describe('disclosedName', () => {
  it('adds "Lab grown" in the reader language to a lab-grown design', () => {
    expect(disclosedName('Halo Ring', true, 'en')).toBe('Halo Ring (Lab grown)');
    expect(disclosedName('Halo-ring', true, 'sv')).toBe('Halo-ring (Labbodlad)');
    expect(disclosedName('Halo', true, 'de')).toBe('Halo (Laborgezüchtet)');
  });

  it('keeps a natural design name and a name that already discloses', () => {
    expect(disclosedName('Halo Ring', false, 'en')).toBe('Halo Ring');
    expect(disclosedName('Lab Grown Halo Ring', true, 'en')).toBe('Lab Grown Halo Ring');
  });

  it('names an unnamed lab-grown line by the disclosure alone', () => {
    expect(disclosedName('', true, 'fr')).toBe('De laboratoire');
  });
});
