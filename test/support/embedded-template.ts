import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForHealthy } from './system';

/** Where the embedded and browser suites find the seeded data folder they start from (set once per run). */
export const EMBEDDED_TEMPLATE_ENV = 'ATELIER_EMBEDDED_TEMPLATE';

/**
 * Jest global setup of the embedded and browser projects: starts the embedded mode once on an empty
 * folder (migrations and the demo seed, as `npm start` does on a new machine), stops it cleanly, and
 * leaves the folder for each suite to copy. A suite then starts in the time a restart takes instead of
 * seeding again; embedded-mode.test.ts still starts on an empty folder. Both projects' setups run in
 * one process, so the second finds the folder made.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[EMBEDDED_TEMPLATE_ENV]) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-embedded-template-'));
  const port = await freePort();
  const embedded = startProcess('embedded-template', 'dist/server/apps/embedded/src/main.js', {
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}`, [embedded], 180_000);
  } finally {
    // A clean stop, however long PGlite takes to close: a folder copied mid-close would not open.
    await stopProcess(embedded, 'SIGTERM', 60_000);
  }
  // Nest closes everything on SIGTERM, then ends the process by the same signal; SIGKILL means it hung.
  const { exitCode, signalCode } = embedded.child;
  if (signalCode === 'SIGKILL' || (exitCode !== null && exitCode !== 0)) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the embedded template did not stop cleanly:\n${embedded.output.join('')}`);
  }
  process.env[EMBEDDED_TEMPLATE_ENV] = dataDir;
}
