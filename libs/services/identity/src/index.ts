export { IdentityModule } from './identity.module';
export type { IdentityOptions } from './identity.options';
