/** What other back-office features share with the picture screens: finding and choosing a design. */
export { DesignPicker, useChosenDesign } from './DesignPicker';
