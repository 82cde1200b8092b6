import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** HOJE for today, else dd/MM/yyyy. */
export function DayLabel({ today, date }: { today: boolean; date: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
      <Chip size="small" label={today ? t('conversation.list.today') : date} data-testid="day-label" />
    </Box>
  );
}

/** Grey when the ticket had no queue (spec 1 §2). */
export const noQueueBannerColor = 'grey';

/** '#Chamado {id} - {queue}' where the thread passes to another ticket, in the queue's colour. */
export function TicketBanner({ ticketId, queue }: { ticketId: number; queue: { name: string; color: string } | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }}>
      <Box
        data-testid="ticket-banner"
        style={{ backgroundColor: queue?.color || noQueueBannerColor }}
        sx={{ color: '#fff', px: 2, py: 0.5, borderRadius: 1, fontSize: 14, fontWeight: 600 }}
      >
        {t('conversation.list.called', { id: ticketId, queue: queue?.name ?? t('conversation.list.noQueue') })}
      </Box>
    </Box>
  );
}

/** Space between runs of messages of one sender. */
export function SenderDivider() {
  return <Box role="separator" data-testid="sender-divider" sx={{ height: 12 }} />;
}
