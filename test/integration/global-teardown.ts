import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { deleteAmqpObjects, deleteRedisKeys } from '../support/broker';
import { dropDatabase, stopProcess } from '../support/system';
import { STATE_FILE, type IntegrationState } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const processes = globalThis.__ATELIER_PROCESSES__ ?? [];
  await Promise.all(processes.map((p) => stopProcess(p)));
  await globalThis.__ATELIER_SMTP__?.close();
  const raw = process.env['ATELIER_IT_STATE'];
  if (!raw) return;
  const state = JSON.parse(raw) as IntegrationState;
  await dropDatabase(state.database);
  await deleteAmqpObjects(state.amqpPrefix);
  await deleteRedisKeys(state.cachePrefix);
  rmSync(state.mailDir, { recursive: true, force: true });
  rmSync(join(state.mailDir, '..', `${state.database}-files`), { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
