/** The public face of this feature: what other features may import. */
export { APPRO_TONES, approFilterLabel } from './ApprosPages';
