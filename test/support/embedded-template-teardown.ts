import { rmSync } from 'node:fs';
import { EMBEDDED_TEMPLATE_ENV } from './embedded-template';

/** Jest global teardown of the embedded and browser projects: removes the seeded template folder. */
export default function globalTeardown(): void {
  const dataDir = process.env[EMBEDDED_TEMPLATE_ENV];
  if (!dataDir) return;
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env[EMBEDDED_TEMPLATE_ENV];
}
