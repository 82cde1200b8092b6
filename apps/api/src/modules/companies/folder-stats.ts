import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FolderStats {
  folderSize: number;
  numberFileFolder: number;
}

/**
 * Bytes and files under DATA_DIR/media/{companyId} (uploads are flat there, but nested folders
 * are counted too). A company that never uploaded has no folder: zero.
 */
export async function measureCompanyFolder(mediaRoot: string, companyId: number): Promise<FolderStats> {
  const folder = path.join(mediaRoot, String(companyId));
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  let folderSize = 0;
  let numberFileFolder = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (!info) continue; // removed while we walked
    folderSize += info.size;
    numberFileFolder += 1;
  }
  return { folderSize, numberFileFolder };
}
