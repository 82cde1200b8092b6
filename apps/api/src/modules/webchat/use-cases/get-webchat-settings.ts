import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import type { WebchatDeps } from '../webchat.deps';
import { webchatSettingsAnswerOf } from '../webchat-settings-answer';
import { loadWebchatSettings } from './load-webchat-settings';

export async function getWebchatSettings(
  deps: WebchatDeps,
  companyId: number,
  connectionId: number,
): Promise<WebchatSettingsAnswer> {
  const row = await deps.db.tenant(companyId).transaction((tx) => loadWebchatSettings(tx, companyId, connectionId));
  return webchatSettingsAnswerOf(row, deps.secrets);
}
