import { loadConfigOrExit, serviceConfigSchema } from '@atelier/platform';

/** The catalogue service's settings; the only place this app reads the environment. */
export const config = loadConfigOrExit(serviceConfigSchema, process.env);
