import type { Database } from '../../platform/db/database';
import type { MediaStorage } from '../../platform/storage/media-storage';

/** What the file list use cases need; wired once in app.ts. */
export interface FileListsDeps {
  db: Database;
  storage: MediaStorage;
}
