import type { TicketAnswer } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Facebook and Instagram let a page answer for 24 hours after the contact's last message. */
export const replyWindowMs = 24 * 60 * 60 * 1000;
const windowedChannels = new Set(['facebook', 'instagram']);

export function ChannelWindowBanner({
  ticket,
  now = Date.now(),
  closed: knownClosed,
}: {
  ticket: Pick<TicketAnswer, 'channel' | 'lastInboundAt'>;
  now?: number;
  /** Closed as the conversation knows it (useServiceWindow: also after the API refused a send). */
  closed?: boolean;
}) {
  const { t } = useTranslation();
  if (!windowedChannels.has(ticket.channel)) return null;
  const lastInbound = ticket.lastInboundAt ? Date.parse(ticket.lastInboundAt) : Number.NaN;
  const closed = knownClosed ?? (!Number.isNaN(lastInbound) && now - lastInbound > replyWindowMs);
  return (
    <Alert severity={closed ? 'warning' : 'info'} sx={{ borderRadius: 0, py: 0 }} data-testid="channel-window-banner">
      {closed ? t('conversation.header.window24hClosed') : t('conversation.header.window24h')}
    </Alert>
  );
}
