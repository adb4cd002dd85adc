import type { SyncTexts } from './en';

export const syncFr: SyncTexts = {
  menu: {
    heading: 'Sellease',
    errors: 'Erreurs de synchronisation',
  },
  errors: {
    title: 'Erreurs de synchronisation Sellease',
    intro:
      "Messages de Sellease qui n'ont pas pu être appliqués, avec la raison et le message lui-même. Réessayez une fois la cause corrigée, ou mettez-le de côté avec une note.",
    type: 'Type de message',
    record: 'Enregistrement',
    reason: 'Raison',
    status: 'Statut',
    attempts: 'Tentatives',
    at: 'Dernière modification',
    actions: 'Actions',
    view: 'Message',
    retry: 'Réessayer',
    discard: 'Mettre de côté',
    retrySelection: 'Réessayer la sélection ({{count}})',
    done: 'Terminé.',
    loadFailed: 'Impossible de charger les erreurs. Réessayez.',
    empty: 'Aucune erreur.',
    filters: 'Filtrer les erreurs',
    apply: 'Appliquer',
    search: 'Enregistrement ou id de message',
    searchHint: 'Commence par…',
    allTypes: 'Tous les types',
    payloadTitle: 'Message {{message}}',
    close: 'Fermer',
    note: 'Note : {{note}}',
    discardTitle: 'Mettre de côté le message {{message}}',
    noteLabel: 'Pourquoi il est mis de côté',
    statuses: {
      open: 'Ouvert',
      resolved: 'Résolu',
      discarded: 'Mis de côté',
    },
  },
};
