import type { WebchatSettingsAnswer, WebchatSettingsUpdate } from '@chatdesk/contracts';
import type { WebchatDeps } from '../webchat.deps';
import { webchatSettingsAnswerOf } from '../webchat-settings-answer';
import '../webchat-access.events';
import { patchWebchatSettings } from './load-webchat-settings';

/**
 * Saves the fields sent; origins are de-duplicated (the handshake compares them exactly). Saved
 * origins also disconnect visitors already chatting from an origin no longer listed.
 */
export async function updateWebchatSettings(
  deps: WebchatDeps,
  companyId: number,
  connectionId: number,
  input: WebchatSettingsUpdate,
): Promise<WebchatSettingsAnswer> {
  const row = await patchWebchatSettings(deps.db, companyId, connectionId, {
    ...(input.allowedOrigins ? { allowedOrigins: [...new Set(input.allowedOrigins)] } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.color !== undefined ? { color: input.color.toLowerCase() } : {}),
    ...(input.greeting !== undefined ? { greeting: input.greeting } : {}),
  });
  if (input.allowedOrigins)
    deps.events.publish({
      type: 'webchat.access-changed',
      companyId,
      connectionId,
      allowedOrigins: row.allowedOrigins,
    });
  return webchatSettingsAnswerOf(row, deps.secrets);
}
