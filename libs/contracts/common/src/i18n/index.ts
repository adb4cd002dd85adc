import './all-languages';

export { en, type MessageKey } from './messages.en';
export { translate, fieldLabel, type MessageParams, type MessageCatalogue } from './translate';
