import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import { newIdentitySecret } from '../../../channels/webchat/visitor-identity';
import { updateWebchatSettings } from '../../../channels/webchat/webchat-settings.repository';
import type { WebchatDeps } from '../webchat.deps';
import { webchatSettingsAnswerOf } from '../webchat-settings-answer';
import { loadWebchatSettings } from './load-webchat-settings';

/**
 * A new identity secret (the old one stops verifying at once: identified visitors signed with it
 * are refused until the company's backend uses the new one). Stored sealed, shown to the admin.
 */
export async function regenerateIdentitySecret(
  deps: WebchatDeps,
  companyId: number,
  connectionId: number,
): Promise<WebchatSettingsAnswer> {
  const row = await deps.db.tenant(companyId).transaction(async (tx) => {
    await loadWebchatSettings(tx, companyId, connectionId);
    return updateWebchatSettings(tx, connectionId, { identitySecretSealed: deps.secrets.seal(newIdentitySecret()) });
  });
  return webchatSettingsAnswerOf(row, deps.secrets);
}
