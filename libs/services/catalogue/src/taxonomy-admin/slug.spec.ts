import { slugOf } from './slug';

describe('slugOf', () => {
  it('makes a url_path of lower-case letters, digits and single hyphens', () => {
    expect(slugOf('Kids Jewellery')).toBe('kids-jewellery');
    expect(slugOf('  Örhängen & Ringar!! ')).toBe('orhangen-ringar');
  });

  it('never answers something too short to be a url_path', () => {
    expect(slugOf('?')).toBe('group-x');
    expect(slugOf('A')).toBe('group-a');
  });
});
