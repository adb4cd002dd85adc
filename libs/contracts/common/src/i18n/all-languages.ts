import { de } from './messages.de';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { no } from './messages.no';
import { sv } from './messages.sv';
import { FIELD_LABELS } from './field-labels';
import { registerMessageCatalogue } from './translate';

// The server answers in any language, so its entry point holds every catalogue from the start.
registerMessageCatalogue('de', de, FIELD_LABELS.de);
registerMessageCatalogue('es', es, FIELD_LABELS.es);
registerMessageCatalogue('fr', fr, FIELD_LABELS.fr);
registerMessageCatalogue('no', no, FIELD_LABELS.no);
registerMessageCatalogue('sv', sv, FIELD_LABELS.sv);
