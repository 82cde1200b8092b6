import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import { newWidgetKey } from '../../../channels/webchat/webchat-settings.repository';
import type { WebchatDeps } from '../webchat.deps';
import { webchatSettingsAnswerOf } from '../webchat-settings-answer';
import { patchWebchatSettings } from './load-webchat-settings';
import '../webchat-access.events';

/**
 * A new widget key: pages embedding the old snippet stop opening the chat, and the visitors they
 * had connected are disconnected (their handshake used the old key). Visitors keep their tokens:
 * on a page with the new snippet they are still the same visitor.
 */
export async function rotateWidgetKey(
  deps: WebchatDeps,
  companyId: number,
  connectionId: number,
): Promise<WebchatSettingsAnswer> {
  const row = await patchWebchatSettings(deps.db, companyId, connectionId, { widgetKey: newWidgetKey() });
  deps.events.publish({ type: 'webchat.access-changed', companyId, connectionId, allowedOrigins: [] });
  return webchatSettingsAnswerOf(row, deps.secrets);
}
