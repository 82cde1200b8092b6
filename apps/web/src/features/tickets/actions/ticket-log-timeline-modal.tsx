import { ticketLogTypes } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type TicketLogEntry, ticketLogsQueryOptions } from '../api/get-ticket-logs';
import { dateTime } from '../lib/ticket-time';
import type { TicketLogTimelineModalProps } from './types';

const isKnownType = (type: string): type is (typeof ticketLogTypes)[number] =>
  (ticketLogTypes as readonly string[]).includes(type);

/** Spec 1 §3 "Ticket log entry": what happened to the ticket, oldest first, by whom. */
export function TicketLogTimelineModal({ open, ticketId, onClose }: TicketLogTimelineModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const logs = useQuery({ ...ticketLogsQueryOptions(ticketId), enabled: open });

  const label = (entry: TicketLogEntry) =>
    isKnownType(entry.type)
      ? t(`tickets.logs.types.${entry.type}`, { queue: entry.queue?.name ?? t('tickets.list.noQueue') })
      : entry.type;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('tickets.logs.title')}</DialogTitle>
      <DialogContent dividers>
        {logs.isPending ? (
          <Skeleton variant="rectangular" height={120} />
        ) : logs.data?.length ? (
          <List dense>
            {logs.data.map((entry) => (
              <ListItem key={entry.id} divider>
                <ListItemText
                  primary={label(entry)}
                  secondary={[
                    dateTime(entry.createdAt),
                    entry.user ? t('tickets.logs.by', { user: entry.user.name }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('tickets.logs.empty')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tickets.logs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
