import type { LocalisedText } from '../schema/catalogue.schema';

type Other = 'sv' | 'de' | 'es' | 'fr' | 'no';
type Titles = Readonly<Record<Other, string>>;

/**
 * The demo menu's titles in the other five languages, by English title. A title left out here (most
 * style names: Solitaire, Halo, ...) shows in English in every language: the fallback at work.
 */
const TITLES: Readonly<Record<string, Titles>> = {
  'New Lines': { sv: 'Nyheter', de: 'Neuheiten', es: 'Novedades', fr: 'Nouveautés', no: 'Nyheter' },
  Rings: { sv: 'Ringar', de: 'Ringe', es: 'Anillos', fr: 'Bagues', no: 'Ringer' },
  Earrings: { sv: 'Örhängen', de: 'Ohrringe', es: 'Pendientes', fr: "Boucles d'oreilles", no: 'Øredobber' },
  Pendants: { sv: 'Hängen', de: 'Anhänger', es: 'Colgantes', fr: 'Pendentifs', no: 'Anheng' },
  'Bracelets & Bangles': {
    sv: 'Armband & armringar',
    de: 'Armbänder & Armreifen',
    es: 'Pulseras y brazaletes',
    fr: 'Bracelets et joncs',
    no: 'Armbånd & armringer',
  },
  Necklaces: { sv: 'Halsband', de: 'Halsketten', es: 'Collares', fr: 'Colliers', no: 'Halskjeder' },
  'Lab Grown': {
    sv: 'Labbodlade',
    de: 'Laborgezüchtet',
    es: 'De laboratorio',
    fr: 'De laboratoire',
    no: 'Labdyrket',
  },
  'Certified Jewellery': {
    sv: 'Certifierade smycken',
    de: 'Zertifizierter Schmuck',
    es: 'Joyería certificada',
    fr: 'Bijoux certifiés',
    no: 'Sertifiserte smykker',
  },
  'Special Offer': {
    sv: 'Erbjudanden',
    de: 'Sonderangebote',
    es: 'Ofertas especiales',
    fr: 'Offres spéciales',
    no: 'Tilbud',
  },
  'Clearance Sale': {
    sv: 'Utförsäljning',
    de: 'Abverkauf',
    es: 'Liquidación',
    fr: 'Déstockage',
    no: 'Utsalg',
  },
  Mounts: { sv: 'Infattningar', de: 'Fassungen', es: 'Monturas', fr: 'Montures', no: 'Innfatninger' },
  'Kids Jewellery': {
    sv: 'Barnsmycken',
    de: 'Kinderschmuck',
    es: 'Joyería infantil',
    fr: 'Bijoux pour enfants',
    no: 'Barnesmykker',
  },
  'Lab Special Offers': {
    sv: 'Labbodlade erbjudanden',
    de: 'Labor-Sonderangebote',
    es: 'Ofertas de laboratorio',
    fr: 'Offres laboratoire',
    no: 'Labdyrkede tilbud',
  },
  'Shop by Style': { sv: 'Efter stil', de: 'Nach Stil', es: 'Por estilo', fr: 'Par style', no: 'Etter stil' },
  'Shop by Gemstone': {
    sv: 'Efter ädelsten',
    de: 'Nach Edelstein',
    es: 'Por piedra preciosa',
    fr: 'Par pierre',
    no: 'Etter edelsten',
  },
  'Shop by Metal': {
    sv: 'Efter metall',
    de: 'Nach Metall',
    es: 'Por metal',
    fr: 'Par métal',
    no: 'Etter metall',
  },
  'Best Sellers': {
    sv: 'Bästsäljare',
    de: 'Bestseller',
    es: 'Más vendidos',
    fr: 'Meilleures ventes',
    no: 'Bestselgere',
  },
  Diamond: { sv: 'Diamant', de: 'Diamant', es: 'Diamante', fr: 'Diamant', no: 'Diamant' },
  Sapphire: { sv: 'Safir', de: 'Saphir', es: 'Zafiro', fr: 'Saphir', no: 'Safir' },
  Ruby: { sv: 'Rubin', de: 'Rubin', es: 'Rubí', fr: 'Rubis', no: 'Rubin' },
  Emerald: { sv: 'Smaragd', de: 'Smaragd', es: 'Esmeralda', fr: 'Émeraude', no: 'Smaragd' },
  Pearl: { sv: 'Pärla', de: 'Perle', es: 'Perla', fr: 'Perle', no: 'Perle' },
  Platinum: { sv: 'Platina', de: 'Platin', es: 'Platino', fr: 'Platine', no: 'Platina' },
  'Two Tone': { sv: 'Tvåfärgat', de: 'Bicolor', es: 'Bicolor', fr: 'Bicolore', no: 'Tofarget' },
  'Kids Earrings': {
    sv: 'Örhängen för barn',
    de: 'Kinderohrringe',
    es: 'Pendientes infantiles',
    fr: "Boucles d'oreilles enfant",
    no: 'Øredobber for barn',
  },
  'Kids Pendants': {
    sv: 'Hängen för barn',
    de: 'Kinderanhänger',
    es: 'Colgantes infantiles',
    fr: 'Pendentifs enfant',
    no: 'Anheng for barn',
  },
  'Kids Bracelets': {
    sv: 'Armband för barn',
    de: 'Kinderarmbänder',
    es: 'Pulseras infantiles',
    fr: 'Bracelets enfant',
    no: 'Armbånd for barn',
  },
  'Christening Bangles': {
    sv: 'Dopringar',
    de: 'Taufarmreifen',
    es: 'Brazaletes de bautizo',
    fr: 'Joncs de baptême',
    no: 'Dåpsarmringer',
  },
};

/** "View All Rings" and its kind: a prefix phrase and the translated rest. */
const VIEW_ALL: Titles = { sv: 'Visa alla', de: 'Alle', es: 'Ver todos:', fr: 'Voir tout :', no: 'Vis alle' };

/** The title's other languages, or none (the English title then serves every language). */
export function demoMenuTitles(title: string): LocalisedText {
  const known = TITLES[title];
  if (known) return { ...known };
  const rest = title.startsWith('View All ') ? TITLES[title.slice('View All '.length)] : undefined;
  if (rest) {
    const languages = Object.keys(VIEW_ALL) as Other[];
    return Object.fromEntries(
      languages.map((code) => [code, `${VIEW_ALL[code]} ${rest[code].toLowerCase()}`]),
    );
  }
  return {};
}
