import type { ContentPageSlug, TranslatedTexts } from '@atelier/contracts/admin';

/** The demo announcement's translations (the English text is the seeder's DEMO_ANNOUNCEMENT). */
export const DEMO_ANNOUNCEMENT_TRANSLATIONS: TranslatedTexts = {
  sv: 'Fri frakt inom Storbritannien på lagerorder över 500 £ — beställ före kl. 15 för leverans nästa dag',
  de: 'Kostenloser Versand innerhalb Großbritanniens für Lagerbestellungen über 500 £ — bis 15 Uhr bestellt, am nächsten Tag versandt',
  es: 'Envío gratuito en el Reino Unido para pedidos de stock superiores a 500 £: pida antes de las 15:00 y lo enviamos al día siguiente',
  fr: 'Livraison offerte au Royaume-Uni pour les commandes en stock de plus de 500 £ — commandez avant 15 h pour une expédition le lendemain',
  no: 'Gratis frakt i Storbritannia på lagerordrer over 500 £ — bestill før kl. 15 for sending neste dag',
};

export const DEMO_RUNNING_LINES: ReadonlyArray<{ text: string; translations: TranslatedTexts }> = [
  {
    text: 'In-stock designs dispatched within 24-72 hours',
    translations: {
      sv: 'Lagerförda modeller skickas inom 24–72 timmar',
      de: 'Lagernde Designs werden innerhalb von 24–72 Stunden versandt',
      es: 'Los diseños en stock se envían en 24-72 horas',
      fr: 'Modèles en stock expédiés sous 24 à 72 heures',
      no: 'Lagerførte design sendes innen 24–72 timer',
    },
  },
  {
    text: 'Special orders in 4-5 weeks, made for you',
    translations: {
      sv: 'Specialbeställningar på 4–5 veckor, tillverkade för dig',
      de: 'Sonderanfertigungen in 4–5 Wochen, für Sie gefertigt',
      es: 'Pedidos especiales en 4-5 semanas, hechos para usted',
      fr: 'Commandes spéciales en 4 à 5 semaines, fabriquées pour vous',
      no: 'Spesialbestillinger på 4–5 uker, laget for deg',
    },
  },
  {
    text: 'Certified diamonds with every certificate number on the invoice',
    translations: {
      sv: 'Certifierade diamanter med varje certifikatnummer på fakturan',
      de: 'Zertifizierte Diamanten mit jeder Zertifikatsnummer auf der Rechnung',
      es: 'Diamantes certificados con cada número de certificado en la factura',
      fr: 'Diamants certifiés, chaque numéro de certificat figurant sur la facture',
      no: 'Sertifiserte diamanter med hvert sertifikatnummer på fakturaen',
    },
  },
];

export const DEMO_QR_LINKS = {
  'qr-instagram': 'https://www.instagram.com/atelier.demo',
  'qr-whatsapp': 'https://wa.me/442079460321',
} as const;

type PageText = { title: string; markdown: string };

/** Footer pages in English and Swedish (other languages show English until staff translate them). */
export const DEMO_PAGES: Readonly<Record<ContentPageSlug, { en: PageText; sv: PageText }>> = {
  'why-us': {
    en: {
      title: 'Why Atelier',
      markdown: `Atelier has supplied independent jewellers across the UK and Scandinavia for over thirty years.

## What you get

- **Trade prices** on every design, with a recommended retail price you can show your customers
- **Stock you can rely on**: in-stock designs leave our London workshop within 24-72 hours
- **Special orders** in any metal, shade and carat, made for you in 4-5 weeks
- **Certified stones**, with every certificate number printed on your invoice

## Made by people who know jewellery

Every piece is checked by hand before it is sent. Call us on [+44 20 7946 0321](tel:+442079460321) and talk to someone who knows the design you are asking about.`,
    },
    sv: {
      title: 'Varför Atelier',
      markdown: `Atelier har levererat till oberoende juvelerare i Storbritannien och Skandinavien i över trettio år.

## Det här får du

- **Grossistpriser** på varje modell, med ett rekommenderat cirkapris att visa dina kunder
- **Lager du kan lita på**: lagerförda modeller lämnar vår verkstad i London inom 24–72 timmar
- **Specialbeställningar** i valfri metall, nyans och karat, tillverkade för dig på 4–5 veckor
- **Certifierade stenar**, med varje certifikatnummer tryckt på fakturan

## Gjort av människor som kan smycken

Varje smycke kontrolleras för hand innan det skickas. Ring oss på [+44 20 7946 0321](tel:+442079460321) och tala med någon som känner till modellen du frågar om.`,
    },
  },
  'terms-conditions': {
    en: {
      title: 'Terms and conditions',
      markdown: `These terms apply to every order placed by a trade customer on this site.

## 1. Accounts
Accounts are for registered trade customers only. You are responsible for the users you add to your account.

## 2. Prices
Prices are trade prices in pounds sterling, excluding VAT unless stated. The price that applies is the price shown when the order is placed.

## 3. Delivery
In-stock items are dispatched within 24-72 hours (at most 5 working days). Special orders take 4-5 weeks.

## 4. Returns
In-stock items may be returned unworn within 14 days. **Special orders are made for you and cannot be returned.**

## 5. Ownership
Goods remain our property until paid for in full.`,
    },
    sv: {
      title: 'Allmänna villkor',
      markdown: `Dessa villkor gäller för varje order som en företagskund lägger på den här webbplatsen.

## 1. Konton
Konton är endast för registrerade företagskunder. Du ansvarar för de användare du lägger till på ditt konto.

## 2. Priser
Priserna är grossistpriser i brittiska pund, exklusive moms om inget annat anges. Det pris som gäller är det som visas när ordern läggs.

## 3. Leverans
Lagerförda varor skickas inom 24–72 timmar (högst 5 arbetsdagar). Specialbeställningar tar 4–5 veckor.

## 4. Returer
Lagerförda varor får returneras oanvända inom 14 dagar. **Specialbeställningar tillverkas för dig och kan inte returneras.**

## 5. Äganderätt
Varorna förblir vår egendom tills de är betalda i sin helhet.`,
    },
  },
  'term-condition-old': {
    en: {
      title: 'Terms and conditions (previous version)',
      markdown: `This is the previous version of our terms, kept for orders placed before the current terms took effect.

## Delivery
In-stock items were dispatched within 5 working days. Special orders took 4-6 weeks.

## Returns
In-stock items could be returned unworn within 14 days. Special orders could not be returned.`,
    },
    sv: {
      title: 'Allmänna villkor (tidigare version)',
      markdown: `Det här är den tidigare versionen av våra villkor, som gäller för order lagda innan de nuvarande villkoren trädde i kraft.

## Leverans
Lagerförda varor skickades inom 5 arbetsdagar. Specialbeställningar tog 4–6 veckor.

## Returer
Lagerförda varor kunde returneras oanvända inom 14 dagar. Specialbeställningar kunde inte returneras.`,
    },
  },
  'cookies-policy': {
    en: {
      title: 'Cookies policy',
      markdown: `We use a small number of cookies to run this site.

| Cookie | Why | How long |
|---|---|---|
| Language | Remembers the language you chose | 365 days |
| Session | Keeps you signed in | Until you log out |

We do not use advertising cookies and we do not sell information about you. You can remove cookies in your browser settings at any time; you will then have to log in again.`,
    },
    sv: {
      title: 'Cookiepolicy',
      markdown: `Vi använder ett fåtal cookies för att driva den här webbplatsen.

| Cookie | Varför | Hur länge |
|---|---|---|
| Språk | Kommer ihåg språket du valde | 365 dagar |
| Session | Håller dig inloggad | Tills du loggar ut |

Vi använder inga reklamcookies och vi säljer inga uppgifter om dig. Du kan ta bort cookies i webbläsarens inställningar när som helst; du behöver då logga in igen.`,
    },
  },
  'how-to-order': {
    en: {
      title: 'How to order',
      markdown: `1. **Log in** with the account we have set up for your company.
2. **Choose how prices are shown**: trade price, recommended retail price, or no price (useful with a customer beside you).
3. **Find designs** through the menu, the search box or the filters for metal, stone, shape, shade and carat.
4. **Add to cart**: pick the karat, shade, quality and size. Items not in stock can be placed as special orders.
5. **Check your cart** and confirm the delivery address.
6. **Place the order**. You will find it under your order history straight away.

Watch the short video at the bottom of this page to see an order placed from start to finish.`,
    },
    sv: {
      title: 'Så beställer du',
      markdown: `1. **Logga in** med kontot vi har skapat för ditt företag.
2. **Välj hur priser visas**: grossistpris, rekommenderat cirkapris eller inget pris (praktiskt när en kund sitter bredvid dig).
3. **Hitta modeller** via menyn, sökrutan eller filtren för metall, sten, form, nyans och karat.
4. **Lägg i varukorgen**: välj karat, nyans, kvalitet och storlek. Varor som inte finns i lager kan läggas som specialbeställningar.
5. **Kontrollera varukorgen** och bekräfta leveransadressen.
6. **Lägg ordern**. Du hittar den direkt i din orderhistorik.

Titta på den korta videon längst ner på sidan för att se en order läggas från början till slut.`,
    },
  },
  faq: {
    en: {
      title: 'Frequently asked questions',
      markdown: `## How long does delivery take?
In-stock designs are dispatched within 24-72 hours. Special orders take 4-5 weeks.

## Can I return a special order?
No. Special orders are made for you and cannot be returned.

## Can I show retail prices to my customers?
Yes. Switch to the recommended retail price in the header; your own markup is used when we have one for you.

## Who do I call with a question?
Our trade desk on [+44 20 7946 0321](tel:+442079460321), Monday to Friday, 9am to 5pm.`,
    },
    sv: {
      title: 'Vanliga frågor',
      markdown: `## Hur lång tid tar leveransen?
Lagerförda modeller skickas inom 24–72 timmar. Specialbeställningar tar 4–5 veckor.

## Kan jag returnera en specialbeställning?
Nej. Specialbeställningar tillverkas för dig och kan inte returneras.

## Kan jag visa cirkapriser för mina kunder?
Ja. Byt till rekommenderat cirkapris i sidhuvudet; ditt eget påslag används när vi har ett för dig.

## Vem ringer jag om jag har en fråga?
Vår grossistavdelning på [+44 20 7946 0321](tel:+442079460321), måndag till fredag, kl. 9–17.`,
    },
  },
};
