import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import type { WebchatSettingsRow } from '../../channels/webchat/webchat-settings.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';

export function webchatSettingsAnswerOf(row: WebchatSettingsRow, secrets: SecretBox): WebchatSettingsAnswer {
  return {
    connectionId: row.whatsappId,
    widgetKey: row.widgetKey,
    allowedOrigins: row.allowedOrigins,
    identitySecret: row.identitySecretSealed ? secrets.open(row.identitySecretSealed) : null,
    title: row.title,
    color: row.color,
    greeting: row.greeting,
    scriptPath: `/widget.js?connection=${row.widgetKey}`,
  };
}
