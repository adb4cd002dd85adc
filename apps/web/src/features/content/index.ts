/** The public face of this feature: what other features may import. */
export { ContentHtml } from './ContentHtml';
export { contentPagePath, contentPageRoutes } from './contentPaths';
