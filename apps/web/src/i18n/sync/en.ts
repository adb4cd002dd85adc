/** Issue 14 (Sellease): the sync error list. English is the source. */
export const syncEn = {
  menu: {
    heading: 'Sellease',
    errors: 'Sync errors',
  },
  errors: {
    title: 'Sellease sync errors',
    intro:
      'Messages from Sellease that could not be applied, with the reason and the message itself. Retry once the cause is fixed, or set one aside with a note.',
    type: 'Message type',
    record: 'Record',
    reason: 'Reason',
    status: 'Status',
    attempts: 'Attempts',
    at: 'Last change',
    actions: 'Actions',
    view: 'Message',
    retry: 'Retry',
    discard: 'Set aside',
    retrySelection: 'Retry selected ({{count}})',
    done: 'Done.',
    loadFailed: 'Could not load the errors. Try again.',
    empty: 'No errors here.',
    filters: 'Filter errors',
    apply: 'Apply',
    search: 'Record or message id',
    searchHint: 'Starts with…',
    allTypes: 'All types',
    payloadTitle: 'Message {{message}}',
    close: 'Close',
    note: 'Note: {{note}}',
    discardTitle: 'Set aside message {{message}}',
    noteLabel: 'Why it is set aside',
    statuses: {
      open: 'Open',
      resolved: 'Resolved',
      discarded: 'Set aside',
    },
  },
};

/** Every language has the same keys as English (see locales.spec.ts). */
export type SyncTexts = typeof syncEn;
