import type { ConnectionStatusValue } from '@chatdesk/contracts';
import { formatDateTime } from '../../../lib/dates';

/** What the session column offers for a status (spec 2 §4 "Connection status"). */
export type SessionActionKind = 'showQr' | 'retryOrNewQr' | 'disconnect' | 'connecting';

export function sessionActionOf(status: ConnectionStatusValue): SessionActionKind {
  switch (status) {
    case 'qrcode':
      return 'showQr';
    case 'DISCONNECTED':
      return 'retryOrNewQr';
    case 'OPENING':
      return 'connecting';
    // CONNECTED, PAIRING and TIMEOUT alike.
    default:
      return 'disconnect';
  }
}

/** Spec 2 §2: last update as dd/MM/yy HH:mm (in the app's language), in the browser's time zone. */
export function formatLastUpdate(value: string): string {
  return formatDateTime(value, { shortYear: true });
}
