import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from './api';
import { EMBEDDED_TEMPLATE_ENV } from './embedded-template';
import { freePort, type RunningProcess, startProcess, stopProcess, waitForHealthy } from './system';

export interface EmbeddedSystem {
  api: Api;
  baseUrl: string;
  dataDir: string;
  process: RunningProcess;
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s process (embedded mode: PGlite, in-process transport, memory cache) in a temp folder.
 * `env` adds settings for one suite (for example a short JWT_ACCESS_TTL to exercise the token refresh).
 * The folder is a copy of the run's freshly seeded template (embedded-template.ts) when there is one,
 * unless `fresh` asks for an empty folder (the first start on a new machine).
 */
export async function startEmbedded(
  env: Record<string, string> = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<EmbeddedSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-embedded-'));
  const template = process.env[EMBEDDED_TEMPLATE_ENV];
  if (template && !fresh) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const embedded = startProcess('embedded', 'dist/server/apps/embedded/src/main.js', {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, [embedded], 120_000);
  } catch (error) {
    await stopProcess(embedded);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    api: new Api(baseUrl),
    baseUrl,
    dataDir,
    process: embedded,
    stop: async () => {
      await stopProcess(embedded);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
