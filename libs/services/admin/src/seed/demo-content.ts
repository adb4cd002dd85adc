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

/**
 * Footer pages in every language; the previous terms only in English and Swedish, the languages they were
 * published in (elsewhere the English page shows, with a note, until staff translate it).
 */
export const DEMO_PAGES: Readonly<
  Record<
    ContentPageSlug,
    { en: PageText; sv: PageText } & Partial<Record<'de' | 'es' | 'fr' | 'no', PageText>>
  >
> = {
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
    de: {
      title: 'Warum Atelier',
      markdown: `Atelier beliefert seit über dreißig Jahren unabhängige Juweliere in Großbritannien und Skandinavien.

## Was Sie bekommen

- **Händlerpreise** für jedes Design, mit einer unverbindlichen Preisempfehlung, die Sie Ihren Kunden zeigen können
- **Verlässlicher Lagerbestand**: lagernde Designs verlassen unsere Londoner Werkstatt innerhalb von 24–72 Stunden
- **Sonderanfertigungen** in jedem Metall, Farbton und Karat, für Sie gefertigt in 4–5 Wochen
- **Zertifizierte Steine**, mit jeder Zertifikatsnummer auf Ihrer Rechnung

## Von Menschen gemacht, die Schmuck kennen

Jedes Stück wird vor dem Versand von Hand geprüft. Rufen Sie uns an unter [+44 20 7946 0321](tel:+442079460321) und sprechen Sie mit jemandem, der das Design kennt, nach dem Sie fragen.`,
    },
    es: {
      title: 'Por qué Atelier',
      markdown: `Atelier abastece a joyeros independientes del Reino Unido y Escandinavia desde hace más de treinta años.

## Lo que obtiene

- **Precios para profesionales** en cada diseño, con un precio de venta recomendado que puede mostrar a sus clientes
- **Existencias fiables**: los diseños en stock salen de nuestro taller de Londres en 24–72 horas
- **Pedidos especiales** en cualquier metal, tono y quilate, fabricados para usted en 4–5 semanas
- **Piedras certificadas**, con cada número de certificado impreso en su factura

## Hecho por personas que conocen la joyería

Cada pieza se revisa a mano antes del envío. Llámenos al [+44 20 7946 0321](tel:+442079460321) y hable con alguien que conoce el diseño por el que pregunta.`,
    },
    fr: {
      title: 'Pourquoi Atelier',
      markdown: `Atelier fournit les bijoutiers indépendants du Royaume-Uni et de Scandinavie depuis plus de trente ans.

## Ce que vous obtenez

- **Des prix professionnels** sur chaque modèle, avec un prix de vente conseillé à montrer à vos clients
- **Un stock fiable** : les modèles en stock quittent notre atelier londonien sous 24 à 72 heures
- **Des commandes spéciales** dans tout métal, teinte et carat, fabriquées pour vous en 4 à 5 semaines
- **Des pierres certifiées**, chaque numéro de certificat imprimé sur votre facture

## Fait par des gens qui connaissent la joaillerie

Chaque pièce est vérifiée à la main avant son envoi. Appelez-nous au [+44 20 7946 0321](tel:+442079460321) et parlez à quelqu’un qui connaît le modèle qui vous intéresse.`,
    },
    no: {
      title: 'Hvorfor Atelier',
      markdown: `Atelier har levert til uavhengige gullsmeder i Storbritannia og Skandinavia i over tretti år.

## Dette får du

- **Forhandlerpriser** på hver modell, med en veiledende utsalgspris du kan vise kundene dine
- **Lager du kan stole på**: modeller på lager forlater verkstedet vårt i London innen 24–72 timer
- **Spesialbestillinger** i valgfritt metall, fargetone og karat, laget for deg på 4–5 uker
- **Sertifiserte steiner**, med hvert sertifikatnummer trykt på fakturaen

## Laget av folk som kan smykker

Hvert smykke kontrolleres for hånd før det sendes. Ring oss på [+44 20 7946 0321](tel:+442079460321) og snakk med noen som kjenner modellen du spør om.`,
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
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      markdown: `Diese Bedingungen gelten für jede Bestellung, die ein Händlerkunde auf dieser Website aufgibt.

## 1. Konten
Konten sind nur für registrierte Händlerkunden. Sie sind für die Benutzer verantwortlich, die Sie Ihrem Konto hinzufügen.

## 2. Preise
Die Preise sind Händlerpreise in Pfund Sterling, ohne MwSt., sofern nicht anders angegeben. Es gilt der Preis, der bei der Bestellung angezeigt wird.

## 3. Lieferung
Lagernde Artikel werden innerhalb von 24–72 Stunden versandt (höchstens 5 Werktage). Sonderanfertigungen dauern 4–5 Wochen.

## 4. Rückgaben
Lagernde Artikel können ungetragen innerhalb von 14 Tagen zurückgegeben werden. **Sonderanfertigungen werden für Sie gefertigt und sind von der Rückgabe ausgeschlossen.**

## 5. Eigentum
Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.`,
    },
    es: {
      title: 'Términos y condiciones',
      markdown: `Estos términos se aplican a cada pedido realizado por un cliente profesional en este sitio.

## 1. Cuentas
Las cuentas son solo para clientes profesionales registrados. Usted es responsable de los usuarios que añada a su cuenta.

## 2. Precios
Los precios son precios para profesionales en libras esterlinas, sin IVA salvo que se indique lo contrario. Se aplica el precio mostrado al realizar el pedido.

## 3. Entrega
Los artículos en stock se envían en 24–72 horas (como máximo 5 días laborables). Los pedidos especiales tardan 4–5 semanas.

## 4. Devoluciones
Los artículos en stock pueden devolverse sin usar en un plazo de 14 días. **Los pedidos especiales se fabrican para usted y no admiten devolución.**

## 5. Propiedad
La mercancía sigue siendo de nuestra propiedad hasta su pago completo.`,
    },
    fr: {
      title: 'Conditions générales',
      markdown: `Ces conditions s’appliquent à chaque commande passée par un client professionnel sur ce site.

## 1. Comptes
Les comptes sont réservés aux clients professionnels enregistrés. Vous êtes responsable des utilisateurs que vous ajoutez à votre compte.

## 2. Prix
Les prix sont des prix professionnels en livres sterling, hors TVA sauf mention contraire. Le prix applicable est celui affiché lors de la commande.

## 3. Livraison
Les articles en stock sont expédiés sous 24 à 72 heures (5 jours ouvrés au plus). Les commandes spéciales prennent 4 à 5 semaines.

## 4. Retours
Les articles en stock peuvent être retournés non portés sous 14 jours. **Les commandes spéciales sont fabriquées pour vous et ne peuvent pas être retournées.**

## 5. Propriété
Les marchandises restent notre propriété jusqu’à leur paiement intégral.`,
    },
    no: {
      title: 'Vilkår og betingelser',
      markdown: `Disse vilkårene gjelder for hver ordre en forhandlerkunde legger inn på dette nettstedet.

## 1. Kontoer
Kontoer er kun for registrerte forhandlerkunder. Du er ansvarlig for brukerne du legger til på kontoen din.

## 2. Priser
Prisene er forhandlerpriser i britiske pund, eksklusive mva. med mindre annet er oppgitt. Prisen som gjelder, er prisen som vises når ordren legges inn.

## 3. Levering
Varer på lager sendes innen 24–72 timer (høyst 5 virkedager). Spesialbestillinger tar 4–5 uker.

## 4. Retur
Varer på lager kan returneres ubrukt innen 14 dager. **Spesialbestillinger lages for deg og kan ikke returneres.**

## 5. Eiendomsrett
Varene forblir vår eiendom til de er betalt i sin helhet.`,
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
    de: {
      title: 'Cookie-Richtlinie',
      markdown: `Wir verwenden wenige Cookies, um diese Website zu betreiben.

| Cookie | Wozu | Wie lange |
|---|---|---|
| Sprache | Merkt sich die Sprache, die Sie gewählt haben | 365 Tage |
| Sitzung | Hält Sie angemeldet | Bis Sie sich abmelden |

Wir verwenden keine Werbe-Cookies und verkaufen keine Daten über Sie. Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen; danach müssen Sie sich erneut anmelden.`,
    },
    es: {
      title: 'Política de cookies',
      markdown: `Usamos un pequeño número de cookies para que este sitio funcione.

| Cookie | Para qué | Cuánto tiempo |
|---|---|---|
| Idioma | Recuerda el idioma que eligió | 365 días |
| Sesión | Mantiene su sesión iniciada | Hasta que cierre la sesión |

No usamos cookies publicitarias ni vendemos información sobre usted. Puede eliminar las cookies en la configuración de su navegador en cualquier momento; después tendrá que volver a iniciar sesión.`,
    },
    fr: {
      title: 'Politique relative aux cookies',
      markdown: `Nous utilisons un petit nombre de cookies pour faire fonctionner ce site.

| Cookie | Pourquoi | Durée |
|---|---|---|
| Langue | Retient la langue que vous avez choisie | 365 jours |
| Session | Vous garde connecté | Jusqu’à votre déconnexion |

Nous n’utilisons aucun cookie publicitaire et ne vendons aucune information vous concernant. Vous pouvez supprimer les cookies à tout moment dans les réglages de votre navigateur ; vous devrez alors vous reconnecter.`,
    },
    no: {
      title: 'Retningslinjer for informasjonskapsler',
      markdown: `Vi bruker noen få informasjonskapsler for å drive dette nettstedet.

| Informasjonskapsel | Hvorfor | Hvor lenge |
|---|---|---|
| Språk | Husker språket du valgte | 365 dager |
| Økt | Holder deg innlogget | Til du logger ut |

Vi bruker ingen reklamekapsler, og vi selger ingen opplysninger om deg. Du kan når som helst slette informasjonskapsler i nettleserens innstillinger; da må du logge inn igjen.`,
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
    de: {
      title: 'So bestellen Sie',
      markdown: `1. **Melden Sie sich an** mit dem Konto, das wir für Ihr Unternehmen eingerichtet haben.
2. **Wählen Sie die Preisanzeige**: Händlerpreis, unverbindliche Preisempfehlung oder kein Preis (praktisch, wenn ein Kunde neben Ihnen sitzt).
3. **Finden Sie Designs** über das Menü, das Suchfeld oder die Filter für Metall, Stein, Form, Farbton und Karat.
4. **Legen Sie in den Warenkorb**: wählen Sie Karat, Farbton, Qualität und Größe. Nicht lagernde Artikel können als Sonderanfertigung bestellt werden.
5. **Prüfen Sie den Warenkorb** und bestätigen Sie die Lieferadresse.
6. **Geben Sie die Bestellung auf**. Sie finden sie sofort in Ihrer Bestellhistorie.

Im kurzen Video unten auf dieser Seite sehen Sie eine Bestellung von Anfang bis Ende.`,
    },
    es: {
      title: 'Cómo hacer un pedido',
      markdown: `1. **Inicie sesión** con la cuenta que hemos creado para su empresa.
2. **Elija cómo se muestran los precios**: precio profesional, precio de venta recomendado o sin precio (útil con un cliente a su lado).
3. **Encuentre diseños** con el menú, el buscador o los filtros de metal, piedra, forma, tono y quilate.
4. **Añada al carrito**: elija quilate, tono, calidad y talla. Los artículos sin stock pueden pedirse como pedidos especiales.
5. **Revise su carrito** y confirme la dirección de entrega.
6. **Realice el pedido**. Lo encontrará enseguida en su historial de pedidos.

Vea el breve vídeo al pie de esta página para seguir un pedido de principio a fin.`,
    },
    fr: {
      title: 'Comment commander',
      markdown: `1. **Connectez-vous** avec le compte que nous avons créé pour votre entreprise.
2. **Choisissez l’affichage des prix** : prix professionnel, prix de vente conseillé ou aucun prix (pratique avec un client à vos côtés).
3. **Trouvez des modèles** par le menu, le champ de recherche ou les filtres de métal, pierre, forme, teinte et carat.
4. **Ajoutez au panier** : choisissez le carat, la teinte, la qualité et la taille. Les articles hors stock peuvent être passés en commande spéciale.
5. **Vérifiez votre panier** et confirmez l’adresse de livraison.
6. **Passez la commande**. Vous la retrouvez aussitôt dans votre historique de commandes.

Regardez la courte vidéo en bas de cette page pour voir une commande passée du début à la fin.`,
    },
    no: {
      title: 'Slik bestiller du',
      markdown: `1. **Logg inn** med kontoen vi har opprettet for bedriften din.
2. **Velg hvordan priser vises**: forhandlerpris, veiledende utsalgspris eller ingen pris (nyttig når en kunde sitter ved siden av deg).
3. **Finn modeller** via menyen, søkefeltet eller filtrene for metall, stein, form, fargetone og karat.
4. **Legg i handlekurven**: velg karat, fargetone, kvalitet og størrelse. Varer som ikke er på lager, kan legges inn som spesialbestillinger.
5. **Sjekk handlekurven** og bekreft leveringsadressen.
6. **Legg inn ordren**. Du finner den med en gang i ordrehistorikken din.

Se den korte videoen nederst på siden for å se en ordre lagt inn fra start til slutt.`,
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
    de: {
      title: 'Häufige Fragen',
      markdown: `## Wie lange dauert die Lieferung?
Lagernde Designs werden innerhalb von 24–72 Stunden versandt. Sonderanfertigungen dauern 4–5 Wochen.

## Kann ich eine Sonderanfertigung zurückgeben?
Nein. Sonderanfertigungen werden für Sie gefertigt und sind von der Rückgabe ausgeschlossen.

## Kann ich meinen Kunden Verkaufspreise zeigen?
Ja. Wechseln Sie in der Kopfzeile zur unverbindlichen Preisempfehlung; Ihr eigener Aufschlag wird verwendet, wenn wir einen für Sie haben.

## Wen rufe ich bei Fragen an?
Unseren Händlerservice unter [+44 20 7946 0321](tel:+442079460321), montags bis freitags von 9 bis 17 Uhr.`,
    },
    es: {
      title: 'Preguntas frecuentes',
      markdown: `## ¿Cuánto tarda la entrega?
Los diseños en stock se envían en 24–72 horas. Los pedidos especiales tardan 4–5 semanas.

## ¿Puedo devolver un pedido especial?
No. Los pedidos especiales se fabrican para usted y no admiten devolución.

## ¿Puedo mostrar precios de venta a mis clientes?
Sí. Cambie al precio de venta recomendado en la cabecera; se usa su propio margen cuando tenemos uno para usted.

## ¿A quién llamo si tengo una pregunta?
A nuestro servicio para profesionales en el [+44 20 7946 0321](tel:+442079460321), de lunes a viernes, de 9:00 a 17:00.`,
    },
    fr: {
      title: 'Questions fréquentes',
      markdown: `## Quel est le délai de livraison ?
Les modèles en stock sont expédiés sous 24 à 72 heures. Les commandes spéciales prennent 4 à 5 semaines.

## Puis-je retourner une commande spéciale ?
Non. Les commandes spéciales sont fabriquées pour vous et ne peuvent pas être retournées.

## Puis-je montrer des prix de vente à mes clients ?
Oui. Passez au prix de vente conseillé dans l’en-tête ; votre propre coefficient est utilisé lorsque nous en avons un pour vous.

## Qui appeler pour une question ?
Notre service professionnel au [+44 20 7946 0321](tel:+442079460321), du lundi au vendredi, de 9 h à 17 h.`,
    },
    no: {
      title: 'Ofte stilte spørsmål',
      markdown: `## Hvor lang tid tar leveringen?
Modeller på lager sendes innen 24–72 timer. Spesialbestillinger tar 4–5 uker.

## Kan jeg returnere en spesialbestilling?
Nei. Spesialbestillinger lages for deg og kan ikke returneres.

## Kan jeg vise utsalgspriser til kundene mine?
Ja. Bytt til veiledende utsalgspris i toppfeltet; ditt eget påslag brukes når vi har ett for deg.

## Hvem ringer jeg hvis jeg har et spørsmål?
Forhandleravdelingen vår på [+44 20 7946 0321](tel:+442079460321), mandag til fredag kl. 9–17.`,
    },
  },
};
