/** What other back-office features share with the menus screens: a title per language. */
export { TitleTabs } from './TitleTabs';
export { TITLE_FIELDS, titleValues, toTitles, wholeNumber, type TitleField } from './titleFields';
