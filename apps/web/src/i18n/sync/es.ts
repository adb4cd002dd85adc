import type { SyncTexts } from './en';

export const syncEs: SyncTexts = {
  menu: {
    heading: 'Sellease',
    errors: 'Errores de sincronización',
  },
  errors: {
    title: 'Errores de sincronización de Sellease',
    intro:
      'Mensajes de Sellease que no se pudieron aplicar, con el motivo y el propio mensaje. Reintente cuando la causa esté resuelta o apártelo con una nota.',
    type: 'Tipo de mensaje',
    record: 'Registro',
    reason: 'Motivo',
    status: 'Estado',
    attempts: 'Intentos',
    at: 'Último cambio',
    actions: 'Acciones',
    view: 'Mensaje',
    retry: 'Reintentar',
    discard: 'Apartar',
    retrySelection: 'Reintentar seleccionados ({{count}})',
    done: 'Hecho.',
    loadFailed: 'No se pudieron cargar los errores. Inténtelo de nuevo.',
    empty: 'No hay errores.',
    filters: 'Filtrar errores',
    apply: 'Aplicar',
    search: 'Registro o id de mensaje',
    searchHint: 'Empieza por…',
    allTypes: 'Todos los tipos',
    payloadTitle: 'Mensaje {{message}}',
    close: 'Cerrar',
    note: 'Nota: {{note}}',
    discardTitle: 'Apartar el mensaje {{message}}',
    noteLabel: 'Por qué se aparta',
    statuses: {
      open: 'Abierto',
      resolved: 'Resuelto',
      discarded: 'Apartado',
    },
  },
};
