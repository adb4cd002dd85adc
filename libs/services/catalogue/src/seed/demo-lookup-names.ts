import type { LocalisedText } from '../schema/catalogue.schema';

type Names = Readonly<Record<'sv' | 'de' | 'es' | 'fr' | 'no', string>>;

/**
 * The demo's metal, shade, quality, stone and shape names in the other languages, by English name.
 * Names left out (grades such as GH-SI, shapes such as Asscher) read the same everywhere: English.
 */
const NAMES: Readonly<Record<string, Names>> = {
  Gold: { sv: 'Guld', de: 'Gold', es: 'Oro', fr: 'Or', no: 'Gull' },
  Platinum: { sv: 'Platina', de: 'Platin', es: 'Platino', fr: 'Platine', no: 'Platina' },
  'Yellow Gold': { sv: 'Gult guld', de: 'Gelbgold', es: 'Oro amarillo', fr: 'Or jaune', no: 'Gult gull' },
  'White Gold': { sv: 'Vitt guld', de: 'Weißgold', es: 'Oro blanco', fr: 'Or blanc', no: 'Hvitt gull' },
  'Rose Gold': { sv: 'Roséguld', de: 'Roségold', es: 'Oro rosa', fr: 'Or rose', no: 'Rosé gull' },
  'Two Tone': { sv: 'Tvåfärgat', de: 'Bicolor', es: 'Bicolor', fr: 'Bicolore', no: 'Tofarget' },
  'Three Tone': { sv: 'Trefärgat', de: 'Tricolor', es: 'Tricolor', fr: 'Tricolore', no: 'Trefarget' },
  Mixed: { sv: 'Blandat', de: 'Gemischt', es: 'Mixto', fr: 'Mixte', no: 'Blandet' },
  'Plain Metal': {
    sv: 'Enbart metall',
    de: 'Nur Metall',
    es: 'Solo metal',
    fr: 'Métal seul',
    no: 'Kun metall',
  },
  'AA Gemstone': { sv: 'AA-ädelsten', de: 'AA-Edelstein', es: 'Gema AA', fr: 'Pierre AA', no: 'AA-edelsten' },
  'AAA Gemstone': {
    sv: 'AAA-ädelsten',
    de: 'AAA-Edelstein',
    es: 'Gema AAA',
    fr: 'Pierre AAA',
    no: 'AAA-edelsten',
  },
  'Lab Grown EF-VS': {
    sv: 'Labbodlad EF-VS',
    de: 'Laborgezüchtet EF-VS',
    es: 'De laboratorio EF-VS',
    fr: 'De laboratoire EF-VS',
    no: 'Labdyrket EF-VS',
  },
  Diamond: { sv: 'Diamant', de: 'Diamant', es: 'Diamante', fr: 'Diamant', no: 'Diamant' },
  Sapphire: { sv: 'Safir', de: 'Saphir', es: 'Zafiro', fr: 'Saphir', no: 'Safir' },
  Ruby: { sv: 'Rubin', de: 'Rubin', es: 'Rubí', fr: 'Rubis', no: 'Rubin' },
  Emerald: { sv: 'Smaragd', de: 'Smaragd', es: 'Esmeralda', fr: 'Émeraude', no: 'Smaragd' },
  Tanzanite: { sv: 'Tanzanit', de: 'Tansanit', es: 'Tanzanita', fr: 'Tanzanite', no: 'Tanzanitt' },
  Aquamarine: { sv: 'Akvamarin', de: 'Aquamarin', es: 'Aguamarina', fr: 'Aigue-marine', no: 'Akvamarin' },
  Morganite: { sv: 'Morganit', de: 'Morganit', es: 'Morganita', fr: 'Morganite', no: 'Morganitt' },
  Amethyst: { sv: 'Ametist', de: 'Amethyst', es: 'Amatista', fr: 'Améthyste', no: 'Ametyst' },
  'Blue Topaz': { sv: 'Blå topas', de: 'Blautopas', es: 'Topacio azul', fr: 'Topaze bleue', no: 'Blå topas' },
  Peridot: { sv: 'Peridot', de: 'Peridot', es: 'Peridoto', fr: 'Péridot', no: 'Peridot' },
  Garnet: { sv: 'Granat', de: 'Granat', es: 'Granate', fr: 'Grenat', no: 'Granat' },
  'Yellow Diamond': {
    sv: 'Gul diamant',
    de: 'Gelber Diamant',
    es: 'Diamante amarillo',
    fr: 'Diamant jaune',
    no: 'Gul diamant',
  },
  'Pink Diamond': {
    sv: 'Rosa diamant',
    de: 'Rosa Diamant',
    es: 'Diamante rosa',
    fr: 'Diamant rose',
    no: 'Rosa diamant',
  },
  'Black Diamond': {
    sv: 'Svart diamant',
    de: 'Schwarzer Diamant',
    es: 'Diamante negro',
    fr: 'Diamant noir',
    no: 'Svart diamant',
  },
  Pearl: { sv: 'Pärla', de: 'Perle', es: 'Perla', fr: 'Perle', no: 'Perle' },
  Round: { sv: 'Rund', de: 'Rund', es: 'Redondo', fr: 'Rond', no: 'Rund' },
  Oval: { sv: 'Oval', de: 'Oval', es: 'Ovalado', fr: 'Ovale', no: 'Oval' },
  Pear: { sv: 'Droppe', de: 'Tropfen', es: 'Pera', fr: 'Poire', no: 'Dråpe' },
  Cushion: { sv: 'Kudde', de: 'Kissen', es: 'Cojín', fr: 'Coussin', no: 'Pute' },
  Heart: { sv: 'Hjärta', de: 'Herz', es: 'Corazón', fr: 'Cœur', no: 'Hjerte' },
};

/** The name's other languages the demo knows, or none (the English name serves every language). */
export function demoLookupNames(name: string): LocalisedText {
  const known = NAMES[name];
  return known ? { ...known } : {};
}
