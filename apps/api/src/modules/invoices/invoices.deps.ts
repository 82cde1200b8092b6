import type { Database } from '../../platform/db/database';

export interface InvoicesDeps {
  db: Database;
}
