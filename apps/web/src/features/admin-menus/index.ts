/** What other back-office features share with the menus screens: a title per language. */
export { TitleTabs } from './TitleTabs';
export {
  OTHER_LANGUAGES,
  TITLE_FIELDS,
  titleValues,
  toTitles,
  wholeNumber,
  type TitleField,
} from './titleFields';
export { dropOnSibling, moveSibling } from './menuTree';
