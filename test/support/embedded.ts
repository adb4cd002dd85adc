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

/** Starts `npm start`'s process (embedded mode: PGlite, in-process transport, memory cache) in a temp folder. */
export async function startEmbedded(): Promise<EmbeddedSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-embedded-'));
  const port = await freePort();
  const process = startProcess('embedded', 'dist/server/apps/embedded/src/main.js', {
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
