import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from './api';
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
 */
export async function startEmbedded(env: Record<string, string> = {}): Promise<EmbeddedSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-embedded-'));
  const port = await freePort();
  const process = startProcess('embedded', 'dist/server/apps/embedded/src/main.js', {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, [process], 120_000);
  } catch (error) {
    await stopProcess(process);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    api: new Api(baseUrl),
    baseUrl,
    dataDir,
    process,
    stop: async () => {
      await stopProcess(process);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
