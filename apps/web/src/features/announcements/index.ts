/** The public face of this feature: what other features may import. */
export { RunningLine } from './RunningLine';
