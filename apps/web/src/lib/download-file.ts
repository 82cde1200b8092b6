import { api } from './api-client';
import { saveFile } from './save-file';

/**
 * Saves the answer of GET /api{path} as `fileName`, through the API client (its bearer, refresh and
 * coded errors for the generic handler), read as a Blob since files are binary.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await api.download(path);
  saveFile(await response.blob(), fileName);
}
