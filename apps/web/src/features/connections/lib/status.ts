import type { ConnectionStatusValue } from '@chatdesk/contracts';

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

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec 2 §2: last update as dd/MM/yy HH:mm, in the browser's time zone. */
export function formatLastUpdate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
