import { de } from './messages.de';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { no } from './messages.no';
import { sv } from './messages.sv';
import { registerMessageCatalogue } from './translate';

// The server answers in any language, so its entry point holds every catalogue from the start.
registerMessageCatalogue('de', de);
registerMessageCatalogue('es', es);
registerMessageCatalogue('fr', fr);
registerMessageCatalogue('no', no);
registerMessageCatalogue('sv', sv);
