import type { LanguageCode } from '@atelier/contracts/common';
import type { MailText } from './templates';

export interface ApproReminderParams {
  name: string;
  company: string;
  approNumber: string;
  /** The due-back day as the reader's calendar shows it (DD/MM/YYYY). */
  dueDate: string;
  pieces: number;
  kind: 'before' | 'due';
}

type Writer = (p: ApproReminderParams) => MailText;

/** The appro reminder in each storefront language: one before the due-back date, one on it. */
const WRITERS: Record<LanguageCode, Writer> = {
  en: (p) => ({
    subject:
      p.kind === 'due'
        ? `Appro ${p.approNumber} is due back today`
        : `Appro ${p.approNumber} is due back on ${p.dueDate}`,
    paragraphs: [
      `Hello ${p.name},`,
      p.kind === 'due'
        ? `The goods on approval to ${p.company} under ${p.approNumber} are due back today. ${p.pieces} piece(s) are still out.`
        : `A reminder: the goods on approval to ${p.company} under ${p.approNumber} are due back on ${p.dueDate}. ${p.pieces} piece(s) are still out.`,
      'Please return what your clients do not keep; what you keep will be invoiced. See the appro here:',
      '{link}',
    ],
  }),
  sv: (p) => ({
    subject:
      p.kind === 'due'
        ? `Approbation ${p.approNumber} ska returneras i dag`
        : `Approbation ${p.approNumber} ska returneras ${p.dueDate}`,
    paragraphs: [
      `Hej ${p.name},`,
      p.kind === 'due'
        ? `Varorna på approbation till ${p.company} under ${p.approNumber} ska returneras i dag. ${p.pieces} st är fortfarande ute.`
        : `En påminnelse: varorna på approbation till ${p.company} under ${p.approNumber} ska returneras ${p.dueDate}. ${p.pieces} st är fortfarande ute.`,
      'Skicka tillbaka det dina kunder inte behåller; det ni behåller faktureras. Se approbationen här:',
      '{link}',
    ],
  }),
  de: (p) => ({
    subject:
      p.kind === 'due'
        ? `Ansichtssendung ${p.approNumber} ist heute zurückzugeben`
        : `Ansichtssendung ${p.approNumber} ist am ${p.dueDate} zurückzugeben`,
    paragraphs: [
      `Hallo ${p.name},`,
      p.kind === 'due'
        ? `Die Ansichtssendung an ${p.company} (${p.approNumber}) ist heute zurückzugeben. ${p.pieces} Stück sind noch unterwegs.`
        : `Zur Erinnerung: Die Ansichtssendung an ${p.company} (${p.approNumber}) ist am ${p.dueDate} zurückzugeben. ${p.pieces} Stück sind noch unterwegs.`,
      'Bitte senden Sie zurück, was Ihre Kunden nicht behalten; was Sie behalten, wird berechnet. Zur Ansichtssendung:',
      '{link}',
    ],
  }),
  es: (p) => ({
    subject:
      p.kind === 'due'
        ? `El depósito ${p.approNumber} vence hoy`
        : `El depósito ${p.approNumber} vence el ${p.dueDate}`,
    paragraphs: [
      `Hola ${p.name}:`,
      p.kind === 'due'
        ? `La mercancía en depósito de ${p.company} (${p.approNumber}) debe devolverse hoy. Quedan ${p.pieces} pieza(s) fuera.`
        : `Le recordamos que la mercancía en depósito de ${p.company} (${p.approNumber}) debe devolverse el ${p.dueDate}. Quedan ${p.pieces} pieza(s) fuera.`,
      'Devuelva lo que sus clientes no se queden; lo que conserve se facturará. Vea el depósito aquí:',
      '{link}',
    ],
  }),
  fr: (p) => ({
    subject:
      p.kind === 'due'
        ? `Le dépôt ${p.approNumber} est à retourner aujourd’hui`
        : `Le dépôt ${p.approNumber} est à retourner le ${p.dueDate}`,
    paragraphs: [
      `Bonjour ${p.name},`,
      p.kind === 'due'
        ? `Les marchandises en dépôt chez ${p.company} (${p.approNumber}) sont à retourner aujourd’hui. ${p.pieces} pièce(s) sont encore sorties.`
        : `Pour rappel, les marchandises en dépôt chez ${p.company} (${p.approNumber}) sont à retourner le ${p.dueDate}. ${p.pieces} pièce(s) sont encore sorties.`,
      'Merci de retourner ce que vos clients ne gardent pas ; ce que vous gardez sera facturé. Voir le dépôt :',
      '{link}',
    ],
  }),
  no: (p) => ({
    subject:
      p.kind === 'due'
        ? `Godkjenningssending ${p.approNumber} skal returneres i dag`
        : `Godkjenningssending ${p.approNumber} skal returneres ${p.dueDate}`,
    paragraphs: [
      `Hei ${p.name},`,
      p.kind === 'due'
        ? `Varene på godkjenning til ${p.company} (${p.approNumber}) skal returneres i dag. ${p.pieces} stk. er fortsatt ute.`
        : `En påminnelse: varene på godkjenning til ${p.company} (${p.approNumber}) skal returneres ${p.dueDate}. ${p.pieces} stk. er fortsatt ute.`,
      'Send tilbake det kundene dine ikke beholder; det dere beholder, faktureres. Se sendingen her:',
      '{link}',
    ],
  }),
};

export function approReminderText(language: LanguageCode, params: ApproReminderParams): MailText {
  return WRITERS[language](params);
}

/** YYYY-MM-DD as DD/MM/YYYY, the storefront's date format. */
export function displayDueDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
