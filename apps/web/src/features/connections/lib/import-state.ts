import { type ConnectionAnswer, importPreparingMs } from '@chatdesk/contracts';
import type { ImportProgress } from './use-connection-events';

/** The driver's marker that an import ended and its tickets may be closed in one go. */
export const closeTicketsMarker = 'renderButtonCloseTickets';

export type ImportState =
  | { kind: 'none' }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'preparing'; until: number }
  | { kind: 'closeTickets' };

/**
 * Spec 2 §4: on a CONNECTED connection with an import, live progress first; then, when the
 * import status is a time, 'preparing' for about 35 s after it; then, once the status says
 * renderButtonCloseTickets, the button that closes the imported tickets.
 */
export function importStateOf(
  connection: Pick<ConnectionAnswer, 'status' | 'statusImportMessages' | 'importOldMessages'>,
  progress: ImportProgress | null | undefined,
  now: number,
): ImportState {
  if (connection.status !== 'CONNECTED') return { kind: 'none' };
  if (progress && progress.all > 0) return { kind: 'importing', done: progress.this, total: progress.all };
  const status = connection.statusImportMessages;
  if (status === closeTicketsMarker) return { kind: 'closeTickets' };
  if (connection.importOldMessages && status && /^\d+(\.\d+)?$/.test(status)) {
    const until = Math.floor(Number(status)) + importPreparingMs;
    if (until > now) return { kind: 'preparing', until };
  }
  return { kind: 'none' };
}
