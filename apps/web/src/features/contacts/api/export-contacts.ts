import { contactExportFileName } from '@chatdesk/contracts';
import { ApiError } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { session } from '../../../lib/session';

/**
 * GET /contacts/export, saved as backup_contatos.xlsx (spec 2 §9). The file is binary, so this
 * one call reads the response as a Blob instead of going through the JSON client; a refused
 * answer still becomes an ApiError with the server's code for the generic handler.
 */
export async function downloadContactsExport(): Promise<void> {
  const token = session.getToken();
  const response = await fetch('/api/contacts/export', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiError(response.status, body?.error ?? null, body?.message ?? response.statusText, body);
  }
  saveFile(await response.blob(), contactExportFileName);
}
