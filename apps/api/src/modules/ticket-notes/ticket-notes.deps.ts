import type { TicketViewer } from '@chatdesk/contracts';
import type { Database } from '../../platform/db/database';

export interface TicketNotesDeps {
  db: Database;
}

export interface TicketNoteCaller {
  companyId: number;
  viewer: TicketViewer;
}
