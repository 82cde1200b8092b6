import type { MomentTicketAnswer } from '@chatdesk/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AttendantColumn as Column } from '../lib/moments-board';
import { MomentTicketRow } from './moment-ticket-row';
import { MomentsColumn } from './moments-column';

export interface ColumnRowsProps {
  canOpen: (ticket: MomentTicketAnswer) => boolean;
  now: Date;
}

/** An attendant's column: name, presence (text and dot) and their tickets in progress. */
export function AttendantColumn({ column, canOpen, now }: ColumnRowsProps & { column: Column }) {
  const { t } = useTranslation();
  const { user, tickets } = column;
  const presence = user.online ? t('moments.online') : t('moments.offline');
  return (
    <MomentsColumn
      label={t('moments.attendantColumn', { name: user.name })}
      testId={`moments-attendant-${user.id}`}
      count={tickets.length}
      empty={t('moments.attendantEmpty')}
      header={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Avatar src={user.profileImage ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
            {user.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" noWrap>
              {user.name}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: user.online ? 'success.main' : 'text.disabled',
                }}
              />
              <Typography variant="caption" color="text.secondary">
                {presence}
              </Typography>
            </Box>
          </Box>
        </Box>
      }
    >
      {tickets.map((ticket) => (
        <MomentTicketRow key={ticket.id} ticket={ticket} canOpen={canOpen(ticket)} now={now} />
      ))}
    </MomentsColumn>
  );
}
