import { ApiError } from './api-client';
import { session } from './session';

/**
 * Saves the answer of GET /api{path} as `fileName`. Files are binary, so this reads the response
 * as a Blob instead of going through the JSON client; a refused answer still becomes an ApiError
 * with the server's code for the generic handler.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = session.getToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new ApiError(response.status, body?.error ?? null, body?.message ?? response.statusText, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
