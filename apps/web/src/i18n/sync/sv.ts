import type { SyncTexts } from './en';

export const syncSv: SyncTexts = {
  menu: {
    heading: 'Sellease',
    errors: 'Synkfel',
  },
  errors: {
    title: 'Synkfel från Sellease',
    intro:
      'Meddelanden från Sellease som inte kunde tillämpas, med orsaken och själva meddelandet. Försök igen när orsaken är åtgärdad, eller lägg undan med en anteckning.',
    type: 'Meddelandetyp',
    record: 'Post',
    reason: 'Orsak',
    status: 'Status',
    attempts: 'Försök',
    at: 'Senast ändrad',
    actions: 'Åtgärder',
    view: 'Meddelande',
    retry: 'Försök igen',
    discard: 'Lägg undan',
    retrySelection: 'Försök igen med valda ({{count}})',
    done: 'Klart.',
    loadFailed: 'Felen kunde inte laddas. Försök igen.',
    empty: 'Inga fel här.',
    filters: 'Filtrera fel',
    apply: 'Använd',
    search: 'Post eller meddelande-id',
    searchHint: 'Börjar med…',
    allTypes: 'Alla typer',
    payloadTitle: 'Meddelande {{message}}',
    close: 'Stäng',
    note: 'Anteckning: {{note}}',
    discardTitle: 'Lägg undan meddelande {{message}}',
    noteLabel: 'Varför det läggs undan',
    statuses: {
      open: 'Öppet',
      resolved: 'Åtgärdat',
      discarded: 'Undanlagt',
    },
  },
};
