import type { SyncTexts } from './en';

export const syncDe: SyncTexts = {
  menu: {
    heading: 'Sellease',
    errors: 'Synchronisierungsfehler',
  },
  errors: {
    title: 'Sellease-Synchronisierungsfehler',
    intro:
      'Nachrichten von Sellease, die nicht übernommen werden konnten, mit Grund und Nachricht. Erneut versuchen, sobald die Ursache behoben ist, oder mit einer Notiz zurückstellen.',
    type: 'Nachrichtentyp',
    record: 'Datensatz',
    reason: 'Grund',
    status: 'Zustand',
    attempts: 'Versuche',
    at: 'Zuletzt geändert',
    actions: 'Aktionen',
    view: 'Nachricht',
    retry: 'Erneut versuchen',
    discard: 'Zurückstellen',
    retrySelection: 'Auswahl erneut versuchen ({{count}})',
    done: 'Erledigt.',
    loadFailed: 'Die Fehler konnten nicht geladen werden. Bitte erneut versuchen.',
    empty: 'Keine Fehler.',
    filters: 'Fehler filtern',
    apply: 'Anwenden',
    search: 'Datensatz oder Nachrichten-ID',
    searchHint: 'Beginnt mit…',
    allTypes: 'Alle Typen',
    payloadTitle: 'Nachricht {{message}}',
    close: 'Schließen',
    note: 'Notiz: {{note}}',
    discardTitle: 'Nachricht {{message}} zurückstellen',
    noteLabel: 'Warum sie zurückgestellt wird',
    statuses: {
      open: 'Offen',
      resolved: 'Behoben',
      discarded: 'Zurückgestellt',
    },
  },
};
