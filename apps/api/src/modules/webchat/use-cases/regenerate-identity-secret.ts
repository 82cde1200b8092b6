import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import { newIdentitySecret } from '../../../channels/webchat/visitor-identity';
import type { WebchatDeps } from '../webchat.deps';
import { webchatSettingsAnswerOf } from '../webchat-settings-answer';
import { patchWebchatSettings } from './load-webchat-settings';

/**
 * A new identity secret (the old one stops verifying at once: identified visitors signed with it
 * are refused until the company's backend uses the new one). Stored sealed, shown to the admin.
 */
export async function regenerateIdentitySecret(
  deps: WebchatDeps,
  companyId: number,
  connectionId: number,
): Promise<WebchatSettingsAnswer> {
  const identitySecretSealed = deps.secrets.seal(newIdentitySecret());
  const row = await patchWebchatSettings(deps.db, companyId, connectionId, { identitySecretSealed });
  return webchatSettingsAnswerOf(row, deps.secrets);
}
