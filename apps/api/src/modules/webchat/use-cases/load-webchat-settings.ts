import { AppError } from '@chatdesk/contracts';
import {
  ensureWebchatSettings,
  findCompanyConnection,
  updateWebchatSettings,
  type WebchatSettingsPatch,
  type WebchatSettingsRow,
} from '../../../channels/webchat/webchat-settings.repository';
import type { Database, Tx } from '../../../platform/db/database';

/**
 * The settings row of one of the company's webchat connections (created on first read). Another
 * company's id answers 404 like a missing one; a connection of another channel has no widget.
 */
export async function loadWebchatSettings(
  tx: Tx,
  companyId: number,
  connectionId: number,
): Promise<WebchatSettingsRow> {
  const connection = await findCompanyConnection(tx, companyId, connectionId);
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND');
  if (connection.channel !== 'webchat') throw new AppError('ERR_NOT_WEBCHAT_CONNECTION');
  return ensureWebchatSettings(tx, connection);
}

/** Writes a patch to those settings, with the same checks (every admin change goes through here). */
export function patchWebchatSettings(
  db: Database,
  companyId: number,
  connectionId: number,
  patch: WebchatSettingsPatch,
): Promise<WebchatSettingsRow> {
  return db.tenant(companyId).transaction(async (tx) => {
    const current = await loadWebchatSettings(tx, companyId, connectionId);
    // An empty patch (a PUT of `{}`) changes nothing: there is no column to set.
    if (Object.keys(patch).length === 0) return current;
    return updateWebchatSettings(tx, connectionId, patch);
  });
}
