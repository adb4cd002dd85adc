/** The public face of this feature: what other features may import. */
export { AuthedImage } from './AuthedImage';
export { BESPOKE_TONES } from './BespokeOrdersPage';
export { BespokeLine, BespokeThread } from './BespokeThread';
export { BespokeMessageForm } from './BespokeMessageForm';
