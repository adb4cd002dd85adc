import { loadConfigOrExit, serviceConfigSchema } from '@atelier/platform';

/** The identity service's settings; the only place this app reads the environment. */
export const config = loadConfigOrExit(serviceConfigSchema, process.env);
