import type { IntegrationState } from './global-setup';
import { Api } from '../support/api';

/** The running system the global setup started, as seen from a test file. */
export function system(): IntegrationState & { api: Api } {
  const raw = process.env['ATELIER_IT_STATE'];
  if (!raw) throw new Error('Integration state missing: run through jest --selectProjects integration');
  const state = JSON.parse(raw) as IntegrationState;
  return { ...state, api: new Api(state.baseUrl) };
}
