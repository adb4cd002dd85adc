import type { SyncTexts } from './en';

export const syncNo: SyncTexts = {
  menu: {
    heading: 'Sellease',
    errors: 'Synkroniseringsfeil',
  },
  errors: {
    title: 'Synkroniseringsfeil fra Sellease',
    intro:
      'Meldinger fra Sellease som ikke kunne brukes, med årsaken og selve meldingen. Prøv igjen når årsaken er rettet, eller legg den til side med et notat.',
    type: 'Meldingstype',
    record: 'Post',
    reason: 'Årsak',
    status: 'Tilstand',
    attempts: 'Forsøk',
    at: 'Sist endret',
    actions: 'Handlinger',
    view: 'Melding',
    retry: 'Prøv igjen',
    discard: 'Legg til side',
    retrySelection: 'Prøv valgte igjen ({{count}})',
    done: 'Ferdig.',
    loadFailed: 'Kunne ikke laste feilene. Prøv igjen.',
    empty: 'Ingen feil her.',
    filters: 'Filtrer feil',
    apply: 'Bruk',
    search: 'Post eller meldings-id',
    searchHint: 'Begynner med…',
    allTypes: 'Alle typer',
    payloadTitle: 'Melding {{message}}',
    close: 'Lukk',
    note: 'Notat: {{note}}',
    discardTitle: 'Legg melding {{message}} til side',
    noteLabel: 'Hvorfor den legges til side',
    statuses: {
      open: 'Åpen',
      resolved: 'Løst',
      discarded: 'Lagt til side',
    },
  },
};
