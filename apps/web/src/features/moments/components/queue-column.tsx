import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QueueColumn as Column } from '../lib/moments-board';
import type { ColumnRowsProps } from './attendant-column';
import { MomentTicketRow } from './moment-ticket-row';
import { MomentsColumn } from './moments-column';

/** A queue's column of waiting tickets, edged in the queue's colour. */
export function QueueColumn({ column, canOpen, now }: ColumnRowsProps & { column: Column }) {
  const { t } = useTranslation();
  const name = column.queue?.name ?? t('moments.noQueue');
  return (
    <MomentsColumn
      label={t('moments.queueColumn', { name })}
      testId={`moments-queue-${column.queue?.id ?? 'none'}`}
      accent={column.queue?.color}
      count={column.tickets.length}
      header={
        <Typography variant="subtitle2" component="h3" noWrap>
          {name}
        </Typography>
      }
    >
      {column.tickets.map((ticket) => (
        <MomentTicketRow key={ticket.id} ticket={ticket} canOpen={canOpen(ticket)} now={now} />
      ))}
    </MomentsColumn>
  );
}
