export { en, type MessageKey } from './messages.en';
export { translate, fieldLabel, type MessageParams } from './translate';
